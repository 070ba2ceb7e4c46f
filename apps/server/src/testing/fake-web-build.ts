import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the web's renderer (apps/web/app/render-worker.ts, which e2e tests run): it answers
 * the page at an address as the list of the calendar's event names and the day it was given, and what a
 * lookup page shows as JSON, with an inline script, in the protocol the server speaks with the real one.
 * A page named 'slow' takes its time; one named 'broken' fails; one named 'thread' names the worker thread
 * that rendered it; one named 'compressed' spends its time compressing, as the real one does after React.
 */
const FAKE_RENDERER = `
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', async ({ stop, id, address, data, shows }) => {
  if (stop) process.exit(0);
  if (address === '/broken') return parentPort.postMessage({ id, ok: false, error: 'broken on purpose' });
  if (address === '/slow') await new Promise((resolve) => setTimeout(resolve, 2500));
  if (address === '/compressed') for (let i = 0; i < 50; i++) brotliCompressSync(gzipSync('<p>' + i));
  const names = data.calendar.map((row) => row.name + ':' + row.seatsLeft + ':' + row.availability).join('|');
  const script = 'console.log(' + JSON.stringify(address) + ')';
  const html = Buffer.from('<!doctype html><html><head><script>' + script + '</script></head><body>' +
    address + ' on ' + data.today + ' (' + data.source + '): ' + names +
    (shows === undefined ? '' : ' shows ' + JSON.stringify(shows)) +
    (address === '/thread' ? ' in thread ' + threadId : '') + '</body></html>');
  parentPort.postMessage({
    id, ok: true, status: address === '/404' ? 404 : 200, html,
    br: brotliCompressSync(html), gzip: gzipSync(html),
    etag: '"' + createHash('sha256').update(html).digest('hex').slice(0, 16) + '"',
    scriptHashes: ["'sha256-" + createHash('sha256').update(script).digest('base64') + "'"],
    renderMs: 1,
  });
});
`;

/** A web build with the built pages the server knows the addresses of, and the fake renderer. */
export function fakeWebBuild(): { clientDir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'academy-live-web-'));
  const clientDir = join(root, 'client');
  for (const path of ['', 'about', '404', 'slow', 'broken']) {
    mkdirSync(join(clientDir, path), { recursive: true });
    writeFileSync(
      join(clientDir, path, 'index.html'),
      `<!doctype html><html><body>built ${path}</body></html>`,
    );
  }
  writeFileSync(
    join(clientDir, 'about', 'index.part=2.html'),
    '<!doctype html><html><body>built part 2</body></html>',
  );
  writeFileSync(join(clientDir, '__spa-fallback.html'), '<!doctype html><html><body>spa</body></html>');
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'server', 'render-worker.mjs'), FAKE_RENDERER);
  return { clientDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
