// After the Vite builds (the English site's and the Arabic site's, each a client and a renderer): writes
// every public page of both languages as static HTML from the published content (the server's first cache
// and its fallback; the server renders them again from the live data with the same renderers, through
// build/server/render-worker.mjs), the Arabic pages under /ar; the SPA fallback for client-only screens,
// sitemap.xml and robots.txt; then stores a Brotli and a gzip copy of every text file so the server sends
// compressed files without compressing on each request.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = 'build/client';

/** Writes the pages of one language's build into the site (build/client); answers its renderer. */
async function prerender(client, server) {
  const renderer = await import(pathToFileURL(join(server, 'entry.server.mjs')).href);
  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
  // The home page is written over index.html: the template is kept beside the renderer, which reads it.
  const template = readFileSync(join(client, 'index.html'), 'utf8');
  writeFileSync(join(server, 'page-template.html'), template);
  const assets = renderer.readAssets(template, manifest);
  for (const path of renderer.PAGES_TO_PRERENDER) {
    const { html } = await renderer.renderPage(path, renderer.PUBLISHED_SITE_DATA, assets);
    const file = join(clientDir, renderer.prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return { renderer, assets };
}

const { renderer, assets } = await prerender(clientDir, 'build/server');
writeFileSync(join(clientDir, '__spa-fallback.html'), renderer.spaFallbackPage(assets));
// The Arabic site: its pages under /ar, its scripts beside the English ones (file names are hashed).
const arabic = existsSync('build/server-ar/entry.server.mjs');
if (arabic) {
  const { renderer: arabicRenderer, assets: arabicAssets } = await prerender(
    'build/client-ar',
    'build/server-ar',
  );
  // The Arabic private page (/ar/my-registration/{id}) starts from the Arabic build's client-only page.
  writeFileSync(join(clientDir, 'ar', '__spa-fallback.html'), arabicRenderer.spaFallbackPage(arabicAssets));
  cpSync('build/client-ar/assets', join(clientDir, 'assets'), { recursive: true, force: false });
  // Its typeface (app/render/arabic-font.ts), from the package the web depends on.
  mkdirSync(join(clientDir, 'fonts'), { recursive: true });
  for (const file of Object.values(arabicRenderer.ARABIC_FONT_FILES))
    cpSync(
      fileURLToPath(import.meta.resolve(`@fontsource/noto-sans-arabic/files/${file}`)),
      join(clientDir, 'fonts', file),
    );
}
const sitemapPaths = [...renderer.PRERENDERED_PATHS, ...(arabic ? renderer.ARABIC_PATHS : [])];

const url = (path) => new URL(path, renderer.SITE_URL).href.replaceAll('&', '&amp;');
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemapPaths.map((path) => `  <url><loc>${url(path)}</loc></url>\n`).join('') +
    '</urlset>\n',
);
writeFileSync(
  join(clientDir, 'robots.txt'),
  `User-agent: *\n${renderer.ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${url('/sitemap.xml')}\n`,
);

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|ttf)$/;
let compressed = 0;
const visit = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) visit(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= 1024) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      compressed += 1;
    }
  }
};
visit(clientDir);
console.info(
  `prerendered ${renderer.PAGES_TO_PRERENDER.length * (arabic ? 2 : 1)} pages and the SPA fallback; sitemap.xml lists ${sitemapPaths.length}; ${compressed} files precompressed`,
);
