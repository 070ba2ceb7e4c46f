// After both Vite builds: writes every public page as static HTML (rendered by build/server, loading the
// app only after its first paint), the SPA fallback for client-only screens, sitemap.xml and robots.txt; then stores a Brotli and a gzip copy of every text file so the server sends compressed
// files without compressing on each request. build/server is a build tool and is removed at the end.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = 'build/client';
const serverDir = 'build/server';
const renderer = await import(pathToFileURL(join(serverDir, 'entry.server.mjs')).href);
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
const entry = manifest['index.html'].file;

/**
 * The page is complete HTML before any script runs, so no script may compete with its first paint: an
 * inline loader fetches the app, and the page's screen beside it, once the page has loaded and painted
 * (a client-only page, with an empty root, starts at once). It replaces the entry <script> and the module
 * preloads Vite wrote into index.html.
 */
function loader(modules) {
  const imports = modules.map((file) => `import("/${file}")`).join(',');
  return (
    '<script type="module">' +
    `const start=()=>{${imports}};` +
    'const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start,0));' +
    'if(!document.getElementById("root").firstElementChild)start();' +
    'else if(document.readyState==="complete")afterPaint();' +
    'else addEventListener("load",afterPaint,{once:true});' +
    '</script>'
  );
}

const template = readFileSync(join(clientDir, 'index.html'), 'utf8')
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  .replace(/<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/, '');

function page(head, html, modules) {
  if (!template.includes('<!--page-head-->') || !template.includes('<!--page-html-->')) {
    throw new Error('index.html lost its <!--page-head--> or <!--page-html--> marker');
  }
  return template
    .replace('<!--page-head-->', head)
    .replace('<!--page-html-->', html)
    .replace('</body>', `${loader(modules)}</body>`);
}

for (const path of renderer.PAGES_TO_PRERENDER) {
  const { head, html, module } = await renderer.prerender(path);
  const screen = manifest[`app/routes/${module}/route.tsx`]?.file;
  const file = join(clientDir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(head, html, screen ? [entry, screen] : [entry]));
}
writeFileSync(join(clientDir, '__spa-fallback.html'), page(renderer.SPA_FALLBACK_HEAD, '', [entry]));

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
