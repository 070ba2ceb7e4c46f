import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { VIDEOS } from '@academy/content';
import { startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { SAMPLE_VIDEO_DIR } from './videos.route';

/** The real app with the given video host (or none) and a minimal web build, so pages carry their CSP. */
async function startApp(videoBaseUrl?: string) {
  const webBuildDir = mkdtempSync(join(tmpdir(), 'academy-web-'));
  writeFileSync(join(webBuildDir, 'index.html'), '<!DOCTYPE html><html><body>home</body></html>');
  writeFileSync(join(webBuildDir, '__spa-fallback.html'), '<!DOCTYPE html><html><body>spa</body></html>');
  const t = await startTestApp(testDatabaseKinds()[0], {
    webBuildDir,
    env: videoBaseUrl ? { VIDEO_BASE_URL: videoBaseUrl } : {},
  });
  return {
    express: t.app.express,
    async close() {
      await t.close();
      rmSync(webBuildDir, { recursive: true, force: true });
    },
  };
}

const intro = VIDEOS.homeIntro;
const sampleSize = (clip: string) => statSync(join(SAMPLE_VIDEO_DIR, `${clip}.mp4`)).size;

describe('GET /videos/:file without a video host', () => {
  let t: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('streams the bundled sample clip standing in for a catalogue video, cached for a day', async () => {
    const res = await request(t.express)
      .get(`/videos/${intro.file}`)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(res.headers['content-length'])).toBe(sampleSize(intro.sample));
    // An MP4 starts with its ftyp box; faststart puts the index (moov) right after it.
    expect((res.body as Buffer).subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('answers a Range request with 206 and just those bytes, so players can seek', async () => {
    const res = await request(t.express)
      .get(`/videos/${intro.file}`)
      .set('Range', 'bytes=100-199')
      .expect(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${sampleSize(intro.sample)}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.headers['content-type']).toBe('video/mp4');
  });

  it('answers an unsatisfiable range with 416', async () => {
    await request(t.express)
      .get(`/videos/${intro.file}`)
      .set('Range', `bytes=${sampleSize(intro.sample) + 10}-`)
      .expect(416);
  });

  it('serves every catalogue video', async () => {
    for (const video of Object.values(VIDEOS)) {
      await request(t.express).head(`/videos/${video.file}`).expect(200);
    }
  });

  it.each(['/videos/unknown.mp4', '/videos/breath.mp4', '/videos/..%2Fpackage.json'])(
    'answers %s, which is not in the catalogue, with JSON 404',
    async (path) => {
      const res = await request(t.express).get(path).expect(404).expect('Content-Type', /json/);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    },
  );

  it('lets pages play media from this origin only', async () => {
    const res = await request(t.express).get('/').expect(200);
    expect(res.headers['content-security-policy']).toMatch(/media-src 'self'(;|$)/);
  });
});

describe('GET /videos/:file with VIDEO_BASE_URL', () => {
  let t: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    t = await startApp('https://cdn.example.com/academy/videos');
  });
  afterAll(() => t.close());

  it('redirects a catalogue video to the video host', async () => {
    const res = await request(t.express).get(`/videos/${intro.file}`).expect(302);
    expect(res.headers.location).toBe(`https://cdn.example.com/academy/videos/${intro.file}`);
  });

  it('still answers files outside the catalogue with JSON 404, not a redirect', async () => {
    await request(t.express).get('/videos/elsewhere.mp4').expect(404).expect('Content-Type', /json/);
  });

  it("allows the video host's origin as a media source in the pages' CSP", async () => {
    const res = await request(t.express).get('/').expect(200);
    expect(res.headers['content-security-policy']).toContain("media-src 'self' https://cdn.example.com;");
  });
});
