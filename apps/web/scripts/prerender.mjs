// After both Vite builds: writes every public page as static HTML from the published content (the
// server's first cache and its fallback; the server renders them again from the live data with the same
// renderer, build/server/render-worker.mjs), the SPA fallback for client-only screens, sitemap.xml and
// robots.txt; then stores a Brotli and a gzip copy of every text file so the server sends compressed
// files without compressing on each request.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = 'build/client';
const serverDir = 'build/server';
const renderer = await import(pathToFileURL(join(serverDir, 'entry.server.mjs')).href);
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));

// The home page is written over index.html: the template is kept beside the renderer, which reads it.
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
writeFileSync(join(serverDir, 'page-template.html'), template);
const assets = renderer.readAssets(template, manifest);

for (const path of renderer.PAGES_TO_PRERENDER) {
  const { html } = await renderer.renderPage(path, renderer.PUBLISHED_SITE_DATA, assets);
  const file = join(clientDir, renderer.prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
writeFileSync(join(clientDir, '__spa-fallback.html'), renderer.spaFallbackPage(assets));

const url = (path) => new URL(path, renderer.SITE_URL).href.replaceAll('&', '&amp;');
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    renderer.PRERENDERED_PATHS.map((path) => `  <url><loc>${url(path)}</loc></url>\n`).join('') +
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
  `prerendered ${renderer.PAGES_TO_PRERENDER.length} pages and the SPA fallback; sitemap.xml lists ${renderer.PRERENDERED_PATHS.length}; ${compressed} files precompressed`,
);
