import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { TestApp, startTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { inlineScriptHashes } from './web-app';

const page = (name: string) =>
  `<!DOCTYPE html><html><body>${name}<script>window.ctx="${name}"</script></body></html>`;

/** A stand-in for `react-router build` output: prerendered pages, the SPA fallback and an asset. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'academy-web-'));
  const files: Record<string, string> = {
    'index.html': page('home'),
    'contact-us/index.html': page('contact'),
    'Hidden-Colours/index.html': page('hidden colours'),
    'ich/levels/index.html': page('level 1'),
    'ich/levels/index.level=6.html': page('level 6'),
    '404/index.html': page('not found'),
    '__spa-fallback.html': page('spa'),
    'ar/index.html': page('arabic home'),
    'ar/404/index.html': page('arabic not found'),
    'ar/__spa-fallback.html': page('arabic spa'),
    'assets/root-abc123.js': 'console.info("hi")',
    'favicon.ico': 'icon',
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  // What apps/web/scripts/postbuild.mjs stores beside text assets.
  for (const file of ['index.html', 'assets/root-abc123.js']) {
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(files[file]));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(files[file]));
  }
  return dir;
}

describe('serving the web app', () => {
  const buildDir = fakeWebBuild();
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(testDatabaseKinds()[0], { webBuildDir: buildDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const get = (path: string) => request(t.app.express).get(path);

  /** Whether the page's policy allows the inline script of a page named so (page() above). */
  const allows = (policy: string, name: string) =>
    inlineScriptHashes(page(name)).every((hash) => policy.includes(hash));

  it("serves the Arabic site's pages, its private page's start and its not-found page, each script allowed", async () => {
    const home = await get('/ar').expect(200);
    expect(home.text).toContain('arabic home');
    const registrant = await get('/ar/my-registration/11111111-1111-1111-1111-111111111111').expect(200);
    expect(registrant.text).toContain('arabic spa');
    expect(registrant.headers['x-robots-tag']).toContain('noindex');
    expect(allows(registrant.headers['content-security-policy'], 'arabic spa')).toBe(true);
    // The admin is English only: under /ar it is no page.
    const admin = await get('/ar/admin').expect(404);
    expect(admin.text).toContain('arabic not found');
    expect(allows(admin.headers['content-security-policy'], 'arabic not found')).toBe(true);
  });

  it.each([
    ['/', 'home'],
    ['/contact-us', 'contact'],
    ['/contact-us/', 'contact'],
    ['/Hidden-Colours', 'hidden colours'],
    ['/ich/levels', 'level 1'],
    ['/ich/levels?level=6', 'level 6'],
    ['/ich/levels?utm_source=mail&level=6', 'level 6'],
    ['/ich/levels?level=%206', 'level 6'],
    ['/ich/levels?level=99', 'level 1'],
  ])('answers %s with its prerendered page', async (path, name) => {
    const res = await get(path).expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain(name);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br, gzip', 'br', '/assets/root-abc123.js', /javascript/],
    ['gzip, deflate', 'gzip', '/assets/root-abc123.js', /javascript/],
    ['gzip, br', 'br', '/', /html/],
  ])('sends the stored compressed copy to a browser accepting %s', async (accepted, encoding, path, type) => {
    // supertest decodes the body as a browser would; the header says what travelled.
    const res = await get(path)
      .set('Accept-Encoding', accepted)
      .expect(200)
      .expect('Content-Encoding', encoding)
      .expect('Content-Type', type);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toMatch(/hi|home/);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/assets/root-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('console.info("hi")');
  });

  it.each([
    ['/hidden-colours', '/Hidden-Colours'],
    ['/CONTACT-US/?from=mail', '/contact-us?from=mail'],
  ])('redirects %s, another spelling of a page, to %s', async (path, target) => {
    const res = await get(path).expect(301);
    expect(res.headers.location).toBe(target);
  });

  it.each([
    '/admin/login',
    '/admin',
    '/all-registration-usa',
    '/all-contacts.usa',
    '/admin-decode',
    '/certificates',
    '/certificates/CLA-2027-7KQM-4XPB',
  ])('answers the client-only route %s with the SPA fallback, for no search engine', async (path) => {
    const res = await get(path).expect(200);
    expect(res.text).toContain('spa');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it.each(['/no-such-page', '/404', '/contact-us/extra', '/%E0%A4%A'])(
    'answers unknown path %s with 404 and the not-found page',
    async (path) => {
      const res = await get(path).expect(404).expect('Content-Type', /html/);
      expect(res.text).toContain('not found');
    },
  );

  it('answers other methods on page paths with JSON 404, not an HTML error page', async () => {
    const res = await request(t.app.express).post('/about').send({}).expect(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('serves hashed assets with a long immutable cache, and a missing one as JSON 404', async () => {
    const res = await get('/assets/root-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await get('/assets/missing.js').expect(404).expect('Content-Type', /json/);
  });

  it('gives a browser GraphiQL at /graphql and an API client the API', async () => {
    const page = await get('/graphql').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('spa');
    expect(page.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    const api = await request(t.app.express)
      .post('/graphql')
      .send({ query: '{ health { status } }' })
      .expect(200);
    expect(api.body.data.health.status).toBe('OK');
  });

  it('allows exactly the inline scripts of the built pages in its CSP', async () => {
    const res = await get('/');
    const csp = res.headers['content-security-policy'];
    for (const hash of inlineScriptHashes(page('home'))) expect(csp).toContain(hash);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, skipping external and empty ones', () => {
    const html = '<script src="/a.js"></script><script>alert(1)</script><script type="module"> </script>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });
});
