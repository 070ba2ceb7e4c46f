// The server's page renderer (apps/server: modules/public-pages), run in a worker thread so that no render
// holds the server's event loop: it renders a public page from the live data it is sent with the same
// components and document as the build, and answers the document compressed as it will be sent.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { splitLocale } from '@academy/content';
import { readAssets, renderPage } from './entry.server';
import type { SiteData } from './site-data/site-data';
import { inlineScriptHashes } from './render/page-document';

/** The server ending the worker: it exits between two turns, never in the middle of a compression. */
export interface StopRequest {
  stop: true;
}

/** What the server asks: one page (an address of the route table) from this data. */
export interface RenderRequest {
  id: number;
  address: string;
  data: SiteData;
  /** A lookup page's: what the server looked up for the request. */
  shows?: unknown;
}

/** A rendered page, ready to send: the document, its compressed copies, its ETag and its scripts' hashes. */
export type RenderReply =
  | {
      id: number;
      ok: true;
      status: number;
      html: Uint8Array;
      br: Uint8Array;
      gzip: Uint8Array;
      etag: string;
      scriptHashes: string[];
      /** How long the render and its compressed copies took here, in milliseconds. */
      renderMs: number;
    }
  | { id: number; ok: false; error: string };

const { buildDir } = workerData as { buildDir: string };

type Render = (address: string, data: SiteData, shows: unknown) => ReturnType<typeof renderPage>;

/** One language's renderer: its build's entry.server with its own template and manifest. */
function renderer(
  module: Pick<typeof import('./entry.server'), 'readAssets' | 'renderPage'>,
  server: string,
  client: string,
): Render {
  const assets = module.readAssets(
    readFileSync(join(buildDir, server, 'page-template.html'), 'utf8'),
    JSON.parse(readFileSync(join(buildDir, client, '.vite', 'manifest.json'), 'utf8')),
  );
  return (address, data, shows) => module.renderPage(address, data, assets, shows);
}

const english = renderer({ readAssets, renderPage }, 'server', 'client');

/**
 * The Arabic site's pages (/ar/…) are rendered by the Arabic build's renderer (its content is Arabic),
 * loaded on the first such page; undefined for a build without one.
 */
const arabicEntry = join(buildDir, 'server-ar', 'entry.server.mjs');
let arabic: Promise<Render> | undefined;
const arabicRenderer = (): Promise<Render> => {
  arabic ??= (
    import(/* @vite-ignore */ pathToFileURL(arabicEntry).href) as Promise<typeof import('./entry.server')>
  ).then((module) => renderer(module, 'server-ar', 'client-ar'));
  return arabic;
};

async function render({ id, address, data, shows }: RenderRequest): Promise<RenderReply> {
  const started = performance.now();
  const arabicPage = splitLocale(address).locale === 'ar';
  if (arabicPage && !existsSync(arabicEntry)) throw new Error(`${address}: this build has no Arabic site`);
  const page = await (arabicPage ? await arabicRenderer() : english)(address, data, shows);
  const html = Buffer.from(page.html);
  return {
    id,
    ok: true,
    status: page.status,
    html,
    // Quality 5: some 3 ms a page where 9 takes 25 and the build's 11 ten times as long, for a copy a
    // few per cent larger: a page is rendered again after every change.
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(html, { level: 6 }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(page.html),
    renderMs: performance.now() - started,
  };
}

parentPort?.on('message', (request: RenderRequest | StopRequest) => {
  if ('stop' in request) process.exit(0);
  render(request).then(
    // Copied, not transferred: a small Buffer may be a slice of Node's shared pool.
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderReply),
  );
});
