import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import express, { RequestHandler, Router } from 'express';
import helmet from 'helmet';
import {
  ARABIC_NOT_FOUND_PATH,
  NOT_FOUND_PATH,
  isClientOnlyPath,
  isLookupPath,
  isVisitorsClientOnlyPath,
  splitLocale,
} from '@academy/content';

const SPA_FALLBACK = '__spa-fallback.html';

/** A public page rendered from the live data (modules/public-pages), ready to send. */
export interface LivePage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The CSP sources of its inline scripts. */
  scriptHashes: readonly string[];
}

/** Where the live pages come from: undefined when a page could not be rendered (the build's is sent). */
export interface LivePages {
  page(address: string): Promise<LivePage | undefined>;
}

/** A lookup page for one request: the page with its status and own headers, or where to send the browser. */
export type LookupReply =
  { redirect: string } | { page: LivePage; headers?: Readonly<Record<string, string>> };

/**
 * The lookup pages (RouteAccess 'lookup': a certificate's verification page), rendered for each request;
 * undefined when none could be (the client-only page is sent, which looks the record up itself).
 */
export interface LookupPages {
  answer(pathname: string, query: string, clientAddress: string): Promise<LookupReply | undefined>;
}

export interface WebApp {
  /** Every page and asset, under the pages' content security policy. */
  router: Router;
  /** The page a browser gets for a client-only route (admin, GraphiQL), under the same policy. */
  clientOnlyPage: RequestHandler[];
}

/**
 * Serves the built web app: hashed assets with a long cache, each public route's page (rendered from
 * the live data when `live` gives one, the build's otherwise), the SPA fallback for client-only routes
 * and the not-found page with a 404 status for any other path. Returns undefined when the web app has
 * not been built.
 */
export function webApp(
  buildDir: string,
  { videoBaseUrl, live, lookups }: { videoBaseUrl?: string; live?: LivePages; lookups?: LookupPages } = {},
): WebApp | undefined {
  const fallbackFile = join(buildDir, SPA_FALLBACK);
  if (!existsSync(fallbackFile)) return undefined;
  // The Arabic build's, for the Arabic site's client-only pages (a registrant's private page).
  const arabicFallbackFile = join(buildDir, 'ar', SPA_FALLBACK);
  const arabicClientOnly = existsSync(arabicFallbackFile);

  const pages = findPrerenderedPages(buildDir);
  const notFoundFile = pages.get(NOT_FOUND_PATH) ?? fallbackFile;
  // The Arabic site's (issue 30), for unknown addresses under /ar; the English one without an Arabic build.
  const arabicNotFound = pages.has(ARABIC_NOT_FOUND_PATH);
  const arabicNotFoundFile = pages.get(ARABIC_NOT_FOUND_PATH) ?? notFoundFile;
  // /404 is no page of its own: it is what unknown paths get, always with a 404 status.
  pages.delete(NOT_FOUND_PATH);
  pages.delete(ARABIC_NOT_FOUND_PATH);
  // The browser router matches paths case-insensitively, so /HHME would hydrate the /hhme page over
  // the not-found HTML; send such spellings to the one true address instead.
  const canonicalPaths = new Map(
    [...pages.keys()].filter((path) => !path.includes('?')).map((path) => [path.toLowerCase(), path]),
  );

  const precompressed = precompressedFiles(buildDir);
  const policy = pagePolicy(
    [
      ...pages.values(),
      notFoundFile,
      arabicNotFoundFile,
      fallbackFile,
      ...(arabicClientOnly ? [arabicFallbackFile] : []),
    ],
    videoBaseUrl,
  );
  const sendHtml = (req: express.Request, res: express.Response, file: string, status: number) => {
    res.status(status).set('Cache-Control', 'no-cache').type('html');
    const encoded = precompressed.variant(req, res, file);
    res.sendFile(encoded ?? file, { acceptRanges: !encoded });
  };
  /** The page at `address`: the live one, or the build's file when none could be rendered. */
  const sendPage = async (req: express.Request, res: express.Response, address: string, file: string) => {
    const page = await live?.page(address);
    const notFound = address === NOT_FOUND_PATH || address === ARABIC_NOT_FOUND_PATH;
    if (!page) return sendHtml(req, res, file, notFound ? 404 : 200);
    res.locals.scriptHashes = page.scriptHashes;
    policy(req, res, () => sendLivePage(req, res, page));
  };
  /** A lookup page, rendered for this request: false when none was, and the client-only page goes. */
  const sendLookupPage = async (req: express.Request, res: express.Response, path: string, query: string) => {
    const clientAddress = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const reply = await lookups?.answer(path, query, clientAddress);
    if (!reply) return false;
    if ('redirect' in reply) {
      res.redirect(303, reply.redirect);
      return true;
    }
    // One record's page for whoever asked: kept by no shared cache, and never by search engines.
    res.set({ ...reply.headers, 'X-Robots-Tag': 'noindex, nofollow' });
    res.locals.scriptHashes = reply.page.scriptHashes;
    policy(req, res, () => sendLivePage(req, res, reply.page, 'private, no-cache'));
    return true;
  };

  const router = Router();
  router.use(policy);
  router.use(
    '/assets',
    precompressed.serve(join(buildDir, 'assets'), { immutable: true, maxAge: '365d' }),
    express.static(join(buildDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(
    precompressed.serve(buildDir, { maxAge: '1h' }),
    express.static(buildDir, { index: false, redirect: false, maxAge: '1h' }),
  );
  router.get(/.*/, async (req, res) => {
    const path = normalizePath(req.path);
    const queryStart = req.originalUrl.indexOf('?');
    const query = queryStart >= 0 ? req.originalUrl.slice(queryStart) : '';
    const address = variantFor(pages, path, query) ?? (pages.has(path) ? path : undefined);
    if (address) return sendPage(req, res, address, pages.get(address) as string);
    const canonical = canonicalPaths.get(path.toLowerCase());
    if (canonical) return res.redirect(301, canonical + query);
    const { locale, address: routePath } = splitLocale(path);
    if (isLookupPath(routePath) && (await sendLookupPage(req, res, path, query))) return;
    // Client-only pages (admin, private and lookup pages) are never for search engines.
    if (locale === 'en' && isClientOnlyPath(path))
      return sendHtml(req, res.set('X-Robots-Tag', 'noindex'), fallbackFile, 200);
    // In Arabic: the pages a visitor or registrant opens, never the admin's.
    if (locale === 'ar' && arabicClientOnly && isVisitorsClientOnlyPath(routePath))
      return sendHtml(req, res.set('X-Robots-Tag', 'noindex'), arabicFallbackFile, 200);
    if (locale === 'ar' && arabicNotFound)
      return sendPage(req, res, ARABIC_NOT_FOUND_PATH, arabicNotFoundFile);
    return sendPage(req, res, NOT_FOUND_PATH, notFoundFile);
  });

  return { router, clientOnlyPage: [policy, (req, res) => sendHtml(req, res, fallbackFile, 200)] };
}

/**
 * A live page as it is sent: its ETag answers a browser's or a CDN's revalidation with 304, and every
 * cache must revalidate before reusing it (its seats and fees change), in the encoding asked for.
 */
function sendLivePage(
  req: express.Request,
  res: express.Response,
  page: LivePage,
  cacheControl = 'public, no-cache',
): void {
  res.status(page.status).type('html').vary('Accept-Encoding');
  res.set({ 'Cache-Control': cacheControl, ETag: page.etag });
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding);
  res.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

/**
 * The pages' CSP: scripts only from this origin plus the exact inline scripts of the page sent: a live
 * page's own (res.locals.scriptHashes, which its renderer hashed), or those the build wrote, found by
 * hashing them once at start. Videos play from /videos, which redirects to the video host when one is
 * configured, so that host's origin is allowed for media too.
 */
function pagePolicy(htmlFiles: string[], videoBaseUrl: string | undefined): RequestHandler {
  const built = [...new Set(htmlFiles.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))))];
  return helmet.contentSecurityPolicy({
    useDefaults: true,
    directives: {
      'script-src': [
        "'self'",
        (_req, res) => ((res as express.Response).locals.scriptHashes ?? built).join(' '),
      ],
      // Emotion (Chakra UI) writes its styles into <style> tags at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'media-src': ["'self'", ...(videoBaseUrl ? [new URL(videoBaseUrl).origin] : [])],
      // GraphiQL's editor runs its language services in workers.
      'worker-src': ["'self'", 'blob:'],
      // Plain-http installs (a LAN address) must keep loading their own assets.
      'upgrade-insecure-requests': null,
    },
  });
}

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The build stores a Brotli (.br) and a gzip (.gz) copy beside every text asset (apps/web/scripts/
 * postbuild.mjs); they are listed once at start. Sends the best copy the browser accepts, so nothing is
 * compressed per request.
 */
function precompressedFiles(buildDir: string) {
  const compressed = new Set(
    listFiles(buildDir).filter((file) => ENCODINGS.some(({ suffix }) => file.endsWith(suffix))),
  );

  /** The compressed copy of `file` to send (headers set), or undefined to send the file itself. */
  const variant = (req: express.Request, res: express.Response, file: string): string | undefined => {
    const available = ENCODINGS.filter(({ suffix }) => compressed.has(file + suffix));
    if (available.length === 0) return undefined;
    res.vary('Accept-Encoding');
    const encoding = available.find(({ name }) => req.acceptsEncodings(name));
    if (!encoding) return undefined;
    res.set('Content-Encoding', encoding.name);
    return file + encoding.suffix;
  };

  /** Static files under `dir` that have compressed copies; anything else goes on to express.static. */
  const serve =
    (dir: string, options: { maxAge: string; immutable?: boolean }): RequestHandler =>
    (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const file = join(dir, req.path);
      const encoded = file.startsWith(dir + sep) ? variant(req, res, file) : undefined;
      if (!encoded) return next();
      res.type(extname(file));
      res.sendFile(encoded, { ...options, acceptRanges: false }, (error) => error && next(error));
    };

  return { variant, serve };
}

/** '/about/' and '/about' are one page; '/' stays '/'. */
function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * build/client/about/index.html → '/about'; build/client/index.html → '/'; a query variant of a page
 * (prerenderedFile in @academy/content), build/client/ich/levels/index.level=2.html →
 * '/ich/levels?level=2'.
 */
function findPrerenderedPages(buildDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of listFiles(buildDir, ['assets'])) {
    const variant = /^index(?:\.([^/.]+=[^/.]*))?\.html$/.exec(basename(file));
    if (!variant) continue;
    const route = `/${relative(buildDir, dirname(file)).split(sep).join('/')}`;
    pages.set(variant[1] ? `${route}?${variant[1]}` : route, file);
  }
  return pages;
}

/** The address of the first query parameter that names a prerendered variant of `path` ('/ich/levels?level=2'). */
function variantFor(pages: Map<string, string>, path: string, query: string): string | undefined {
  for (const [name, value] of new URLSearchParams(query)) {
    const address = `${path}?${name}=${value.trim()}`;
    if (pages.has(address)) return address;
  }
  return undefined;
}

/** Every file under `dir`, skipping the named top-level folders. */
function listFiles(dir: string, skip: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : listFiles(full);
    return entry.isFile() ? [full] : [];
  });
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1];
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}
