import { ChildProcess, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The provider's videos live on their own host (VIDEO_BASE_URL): a browser must play them from there
 * through the page's Content-Security-Policy. Here the host is a small server of the test's own, on
 * another origin, serving the bundled clip under the catalogue's name with byte ranges, and a second
 * instance of the site points at it.
 */
const SAMPLE = join(__dirname, '../../apps/server/assets/sample-videos/sunrise.mp4');

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function videoHost(requests: string[]): Server {
  return createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url !== '/media/home-intro.mp4') {
      res.writeHead(404).end();
      return;
    }
    const size = statSync(SAMPLE).size;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    res.writeHead(range ? 206 : 200, {
      'Content-Type': 'video/mp4',
      'Accept-Ranges': 'bytes',
      'Content-Length': String(end - start + 1),
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
    });
    createReadStream(SAMPLE, { start, end }).pipe(res);
  });
}

async function startSite(port: number, videoBaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const site = spawn('node', ['../apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-only-secret-e2e-only-secret-0123456',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      VIDEO_BASE_URL: videoBaseUrl,
    },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 30_000; waited += 200) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return site;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  site.kill();
  throw new Error('The second site did not start within 30 s');
}

test.describe('videos from the provider’s video host', () => {
  test.describe.configure({ mode: 'serial' });
  const hostRequests: string[] = [];
  let host: Server;
  let site: ChildProcess;
  let siteUrl: string;
  let hostOrigin: string;
  let dataDir: string;

  test.beforeAll(async () => {
    host = videoHost(hostRequests);
    // localhost, not 127.0.0.1: another origin for the page than its own even apart from the port.
    hostOrigin = `http://localhost:${await listen(host)}`;
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    dataDir = mkdtempSync(join(tmpdir(), 'academy-video-host-'));
    site = await startSite(port, `${hostOrigin}/media`, dataDir);
    siteUrl = `http://127.0.0.1:${port}`;
  });
  test.afterAll(async () => {
    site?.kill();
    await new Promise((resolve) => host?.close(resolve));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the home intro plays from the video host, allowed by the page’s policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(siteUrl);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const player = page.getByRole('group', { name: 'Introduction to Conscious Living Academy' });
    await player.getByRole('button', { name: 'Play video' }).click();
    const video = player.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /\/videos\/home-intro\.mp4$/,
    );
    // The site's /videos/ path sent the browser on to the host, which served the bytes.
    expect(hostRequests).toContain('/media/home-intro.mp4');
    expect(violations).toEqual([]);
  });
});
