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
 * inline loader starts the app once the page has loaded and painted (a client-only page, with an empty
 * root, starts at once). It first asks for every module the start-up needs (`modulepreload`: fetched
 * and compiled in parallel, run later; a few per task), then imports the entry, which runs them part
 * by part. It
 * replaces the entry <script> and the module preloads Vite wrote into index.html.
 */
function loader(entryFile, modules) {
  const preloads = JSON.stringify(modules.map((file) => `/${file}`));
  return (
    '<script type="module">' +
    `const hrefs=${preloads};` +
    // A few preloads per task: each one costs the main thread a moment, dozens at once a long task.
    'const preload=()=>{for(const href of hrefs.splice(0,8)){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}' +
    `if(hrefs.length)setTimeout(preload,0);else import("/${entryFile}")};` +
    'const start=preload;' +
    'const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start,0));' +
    'if(!document.getElementById("root").firstElementChild)start();' +
    'else if(document.readyState==="complete")afterPaint();' +
    'else addEventListener("load",afterPaint,{once:true});' +
    '</script>'
  );
}

/** A module and every module it imports statically, by file, through Vite's manifest. */
function withStaticImports(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
  return files;
}

/** What a page's start-up runs: the entry, the styling system, the layout, and the page's screen. */
function startupModules(screenKey) {
  const files = new Set();
  for (const key of [
    'index.html',
    'app/theme/system.ts',
    'app/root.tsx',
    ...(screenKey ? [screenKey] : []),
  ]) {
    withStaticImports(key, files);
  }
  return [...files];
}

/**
 * Catches what a visitor does before the page is hydrated: a click on an `a[data-early]` or
 * `button[data-early]` (Enroll Now) and the submit of a `form[data-early]` are stopped and kept in
 * window.__earlyActions, which the app replays once hydrated (app/early-actions.ts). Modified clicks
 * (a new tab) stay native. Inline in <head>, so it is listening before the first paint.
 */
const EARLY_ACTIONS =
  '<script>(()=>{const q=window.__earlyActions=[];const d=document.documentElement;' +
  'const keep=(e)=>{if(d.dataset.hydrated)return;' +
  'const t=e.type==="submit"?e.target:e.target.closest&&e.target.closest("a[data-early],button[data-early]");' +
  'if(!t||(e.type==="submit"&&!t.matches("form[data-early]")))return;' +
  'if(e.type==="click"&&(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey))return;' +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'if(!q.some((a)=>a.element===t))q.push({type:e.type,element:t});t.setAttribute("aria-busy","true")};' +
  'addEventListener("click",keep,true);addEventListener("submit",keep,true)})()</script>' +
  '<style>[data-early][aria-busy="true"]{cursor:progress;opacity:.75}</style>';

/**
 * How the inline scripts below open a modal dialog (app/layout/plain-modal.ts): written once into every
 * page, first, and handed to both the header controller and the island activator.
 */
const PLAIN_MODAL = `<script>var __showPlainModal=${renderer.showPlainModal}</script>`;

/**
 * The header follows the scroll and its side menu opens and closes without React
 * (app/layout/header-controller.ts): inline, so the first tap on the menu button is answered as soon as
 * the page shows, and a page that ships no script has them too.
 */
const HEADER = `<script>(${renderer.controlHeader})(${renderer.nextHeaderState},__showPlainModal)</script>`;

/**
 * A page that ships no React can hold no control that needs it: every button must be an island or one of
 * the side menu's (which the header controller runs), and any other control (a form, a filter) must be
 * inside an island that wakes when the visitor turns to it and is then hydrated in place. A route marked
 * staticPage that renders another control anyway fails the build here instead of shipping a dead control.
 */
function withoutFocusIslands(html) {
  const start = /<div [^>]*data-island-wake="focus"[^>]*>/.exec(html);
  if (!start) return html;
  // The island's own closing tag: the first </div> that closes as many <div> as it opened.
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start.index + start[0].length;
  for (let depth = 1, tag; (tag = tags.exec(html));) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(0, start.index) + withoutFocusIslands(html.slice(tags.lastIndex));
  }
  throw new Error('a focus island is not closed');
}

function checkStaticPage(path, html) {
  const dead = [...withoutFocusIslands(html).matchAll(/<(button|form|input|select|textarea)\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !(tag.startsWith('<button') && /\sdata-(island|menu-[a-z]+)=/.test(tag)));
  if (dead.length > 0) {
    throw new Error(`${path} is a static page but needs React for ${dead.length} control(s): ${dead[0]}`);
  }
}

/**
 * A page that ships no React wakes its islands on their own (app/islands/island-activator.ts): inline, so
 * a click on one is caught from the first paint, with the module of each island the page holds.
 */
function islandsActivator(html) {
  const names = [...new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]))];
  if (names.length === 0) return '';
  const islands = Object.fromEntries(
    names.map((name) => {
      const key = [`app/islands/${name}.tsx`, `app/islands/${name}.ts`].find((file) => manifest[file]);
      if (!key)
        throw new Error(`the page holds the island "${name}", which has no app/islands/${name}.ts[x]`);
      const [src, ...imports] = [...withStaticImports(key)].map((file) => `/${file}`);
      return [name, { src, imports }];
    }),
  );
  return (
    `<script>(${renderer.activateIslands})(${JSON.stringify(islands)},__showPlainModal)</script>` +
    '<style>[data-island][aria-busy="true"]{cursor:progress;opacity:.75}</style>'
  );
}

/**
 * The loading dialogs the page's islands name (app/islands/island-dialog.ts), each once, at the end of
 * <body>: the activator shows one at once when such an island is pressed, while its module loads.
 */
function islandDialogs(html) {
  const ids = [...new Set([...html.matchAll(/data-island-dialog="([a-z-]+)"/g)].map((match) => match[1]))];
  return ids
    .map((id) => {
      const dialog = renderer.ISLAND_DIALOGS[id];
      if (!dialog)
        throw new Error(`an island names the loading dialog "${id}", which entry.server does not render`);
      return dialog;
    })
    .join('');
}

const template = readFileSync(join(clientDir, 'index.html'), 'utf8')
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  .replace(/<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/, '');

/**
 * One page: its head and markup in the template, with the loader of the app (the SPA fallback: no
 * screen) or, for a static page, without the app: only its islands wake, each on its own. A static page
 * is as interactive as it will ever be when it arrives, so it says so as a hydrated page does
 * (`data-hydrated`, which tests read).
 */
function page(head, html, screenKey, staticPage = false) {
  for (const marker of ['<!--page-head-->', '<!--page-html-->', '<html lang="en">']) {
    if (!template.includes(marker)) throw new Error(`index.html lost its ${marker}`);
  }
  const filled = template
    .replace(
      '<!--page-head-->',
      PLAIN_MODAL + (staticPage ? islandsActivator(html) : EARLY_ACTIONS) + HEADER + head,
    )
    .replace('<!--page-html-->', html);
  if (staticPage) {
    return filled
      .replace('<html lang="en">', '<html lang="en" data-hydrated="true">')
      .replace('</body>', `${islandDialogs(html)}</body>`);
  }
  return filled.replace('</body>', `${loader(entry, startupModules(screenKey))}</body>`);
}

for (const path of renderer.PAGES_TO_PRERENDER) {
  const { head, html, screen: name, staticPage } = await renderer.prerender(path);
  if (staticPage) checkStaticPage(path, html);
  const screenKey = `app/routes/${name}/route.tsx`;
  const file = join(clientDir, renderer.prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(head, html, screenKey, staticPage));
}
writeFileSync(join(clientDir, '__spa-fallback.html'), page(renderer.SPA_FALLBACK_HEAD, '', undefined));

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
  `prerendered ${renderer.PAGES_TO_PRERENDER.length} pages and the SPA fallback; sitemap.xml lists ${renderer.PRERENDERED_PATHS.length}; ${compressed} files precompressed`,
);
