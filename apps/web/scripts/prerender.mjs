// After both Vite builds: writes every public page as static HTML (rendered by build/server, with the
// <link rel=modulepreload> of its screen's chunks), the SPA fallback for client-only screens, sitemap.xml
// and robots.txt; then stores a Brotli and a gzip copy of every text file so the server sends compressed
// files without compressing on each request. build/server is a build tool and is removed at the end.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = 'build/client';
const serverDir = 'build/server';
const renderer = await import(pathToFileURL(join(serverDir, 'entry.server.mjs')).href);
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));

/** The chunk files (and their static imports) a screen needs, beyond what the template loads. */
function screenChunks(module) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`app/routes/${module}/route.tsx`);
  return [...files].filter((file) => !template.includes(`/${file}"`));
}

function page(head, html) {
  if (!template.includes('<!--page-head-->') || !template.includes('<!--page-html-->')) {
    throw new Error('index.html lost its <!--page-head--> or <!--page-html--> marker');
  }
  return template.replace('<!--page-head-->', head).replace('<!--page-html-->', html);
}

for (const path of renderer.PAGES_TO_PRERENDER) {
  const { head, html, module } = await renderer.prerender(path);
  const preloads = screenChunks(module).map((file) => `<link rel="modulepreload" href="/${file}"/>`);
  const file = join(clientDir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(head + preloads.join(''), html));
}
writeFileSync(join(clientDir, '__spa-fallback.html'), page(renderer.SPA_FALLBACK_HEAD, ''));

const url = (path) => new URL(path, renderer.SITE_URL).href.replaceAll('&', '&amp;');
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    renderer.SITEMAP_PATHS.map((path) => `  <url><loc>${url(path)}</loc></url>\n`).join('') +
    '</urlset>\n',
);
writeFileSync(
  join(clientDir, 'robots.txt'),
  `User-agent: *\nDisallow: /admin\nDisallow: /graphql\n\nSitemap: ${url('/sitemap.xml')}\n`,
);
rmSync(serverDir, { recursive: true, force: true });

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
  `prerendered ${renderer.PAGES_TO_PRERENDER.length} pages and the SPA fallback; sitemap.xml lists ${renderer.SITEMAP_PATHS.length}; ${compressed} files precompressed`,
);
