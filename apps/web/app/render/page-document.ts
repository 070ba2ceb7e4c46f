// A public page as a whole HTML document: its markup and head in index.html, with the inline scripts
// that run before any module (the header, the islands' activator, early clicks) and the loader of the app.
// The build writes every page with it (scripts/prerender.mjs) and the server renders them again from the
// live data (render-worker.ts); both read the same client build (index.html and Vite's manifest).
import { createHash } from 'node:crypto';
import { SITE_LOCALE } from '@academy/content';
import { ARABIC_FONT_HEAD } from './arabic-font';
import { controlHeader } from '../layout/header-controller';
import { nextHeaderState } from '../layout/header-scroll';
import { showPlainModal } from '../layout/plain-modal';
import { activateIslands } from '../islands/island-activator';

/** One chunk of Vite's client manifest. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** What the client build gives every page: index.html without its entry script, and the manifest. */
export interface PageAssets {
  template: string;
  manifest: Manifest;
  /** The loading dialogs islands may name (components/island/island-dialog.ts), as markup. */
  dialogs: Readonly<Record<string, string>>;
}

/** A rendered page before it becomes a document. */
export interface PageParts {
  /** The markup inside #root. */
  html: string;
  /** Title, meta and canonical tags and the page's styles for <head>. */
  head: string;
  /** app/routes/{screen}/route.tsx: a page that hydrates loads its chunk with the app. */
  screen: string;
  /** The screen ships no React (RouteModule.staticPage). */
  staticPage: boolean;
  /** The data the page was rendered from, as a JSON script (page-data.ts), when its islands or hydration read it. */
  data: string;
  /** The page's language choice (render/language-choice.ts): empty for a page without a twin. */
  languageChoice?: string;
}

/** The document's language and direction: the Arabic site's pages read right to left. */
const HTML_TAG = SITE_LOCALE === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en">';

/** index.html's markers, checked once: a template that lost one would write pages without content. */
const MARKERS = ['<!--page-head-->', '<!--page-html-->', '<html lang="en">'];

export function pageAssets(
  indexHtml: string,
  manifest: Manifest,
  dialogs: Readonly<Record<string, string>>,
): PageAssets {
  for (const marker of MARKERS) {
    if (!indexHtml.includes(marker)) throw new Error(`index.html lost its ${marker}`);
  }
  const template = indexHtml
    .replace('<html lang="en">', HTML_TAG)
    .replace(
      '<!--page-head-->',
      SITE_LOCALE === 'ar' ? `${ARABIC_FONT_HEAD}<!--page-head-->` : '<!--page-head-->',
    )
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/, '');
  return { template, manifest, dialogs };
}

/**
 * The page is complete HTML before any script runs, so no script may compete with its first paint: an
 * inline loader starts the app once the page has loaded and painted (a client-only page, with an empty
 * root, starts at once). It first asks for every module the start-up needs (`modulepreload`: fetched
 * and compiled in parallel, run later; a few per task), then imports the entry, which runs them part
 * by part.
 */
function loader(entryFile: string, modules: string[]): string {
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
function withStaticImports(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, files);
  return files;
}

/** What a page's start-up runs: the entry, the styling system, the layout, and the page's screen. */
function startupModules(manifest: Manifest, screenKey: string | undefined): string[] {
  const files = new Set<string>();
  for (const key of [
    'index.html',
    'app/theme/system.ts',
    'app/root.tsx',
    ...(screenKey ? [screenKey] : []),
  ]) {
    withStaticImports(manifest, key, files);
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
 * How the inline scripts below open a modal dialog (layout/plain-modal.ts): written once into every
 * page, first, and handed to both the header controller and the island activator.
 */
const PLAIN_MODAL = `<script>var __showPlainModal=${showPlainModal}</script>`;

/**
 * The header follows the scroll and its side menu opens and closes without React
 * (layout/header-controller.ts): inline, so the first tap on the menu button is answered as soon as
 * the page shows, and a page that ships no script has them too.
 */
const HEADER = `<script>(${controlHeader})(${nextHeaderState},__showPlainModal)</script>`;

/**
 * A page that ships no React can hold no control that needs it: every button must be an island or one of
 * the side menu's (which the header controller runs), and any other control (a form, a filter) must be
 * inside an island that wakes when the visitor turns to it and is then hydrated in place. A route marked
 * staticPage that renders another control anyway fails here instead of shipping a dead control.
 */
function withoutFocusIslands(html: string): string {
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

/**
 * A form marked data-native-form works with no script at all (it is sent by the browser, and the server
 * answers it with a page): its controls need no React.
 */
const withoutNativeForms = (html: string) =>
  html.replace(/<form\b[^>]*\sdata-native-form[^>]*>[\s\S]*?<\/form>/g, '');

export function checkStaticPage(address: string, html: string): void {
  const dead = [
    ...withoutFocusIslands(withoutNativeForms(html)).matchAll(
      /<(button|form|input|select|textarea)\b[^>]*>/g,
    ),
  ]
    .map((match) => match[0])
    .filter((tag) => !(tag.startsWith('<button') && /\sdata-(island|menu-[a-z]+)=/.test(tag)));
  if (dead.length > 0) {
    throw new Error(`${address} is a static page but needs React for ${dead.length} control(s): ${dead[0]}`);
  }
}

/**
 * A page that ships no React wakes its islands on their own (islands/island-activator.ts): inline, so
 * a click on one is caught from the first paint, with the module of each island the page holds.
 */
function islandsActivator(manifest: Manifest, html: string): string {
  const names = [...new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]))];
  if (names.length === 0) return '';
  const islands = Object.fromEntries(
    names.map((name) => {
      const key = [`app/islands/${name}.tsx`, `app/islands/${name}.ts`].find((file) => manifest[file]);
      if (!key)
        throw new Error(`the page holds the island "${name}", which has no app/islands/${name}.ts[x]`);
      const [src, ...imports] = [...withStaticImports(manifest, key)].map((file) => `/${file}`);
      return [name, { src, imports }];
    }),
  );
  return (
    `<script>(${activateIslands})(${JSON.stringify(islands)},__showPlainModal)</script>` +
    '<style>[data-island][aria-busy="true"]{cursor:progress;opacity:.75}</style>'
  );
}

/**
 * The loading dialogs the page's islands name (components/island/island-dialog.ts), each once, at the end of
 * <body>: the activator shows one at once when such an island is pressed, while its module loads.
 */
function islandDialogs(dialogs: PageAssets['dialogs'], html: string): string {
  const ids = [...new Set([...html.matchAll(/data-island-dialog="([a-z-]+)"/g)].map((match) => match[1]))];
  return ids
    .map((id) => {
      const dialog = dialogs[id];
      if (!dialog)
        throw new Error(`an island names the loading dialog "${id}", which entry.server does not render`);
      return dialog;
    })
    .join('');
}

/**
 * One page: its head and markup in the template, with the loader of the app (the SPA fallback: no
 * screen) or, for a static page, without the app: only its islands wake, each on its own. A static page
 * is as interactive as it will ever be when it arrives, so it says so as a hydrated page does
 * (`data-hydrated`, which tests read).
 */
export function pageDocument({ template, manifest, dialogs }: PageAssets, page: PageParts): string {
  const { html, head, screen, staticPage, data, languageChoice = '' } = page;
  const filled = template
    .replace(
      '<!--page-head-->',
      () => PLAIN_MODAL + (staticPage ? islandsActivator(manifest, html) : EARLY_ACTIONS) + HEADER + head,
    )
    .replace('<!--page-html-->', () => html)
    .replace('</body>', () => `${languageChoice}</body>`);
  if (staticPage) {
    return filled
      .replace(HTML_TAG, HTML_TAG.replace('>', ' data-hydrated="true">'))
      .replace('</body>', () => `${data}${islandDialogs(dialogs, html)}</body>`);
  }
  const screenKey = screen ? `app/routes/${screen}/route.tsx` : undefined;
  const entry = manifest['index.html'].file;
  return filled.replace(
    '</body>',
    () => `${data}${loader(entry, startupModules(manifest, screenKey))}</body>`,
  );
}

/** The CSP source of each inline script of a document ('sha256-…'), which the page's policy allows. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(
    /<script(?![^>]*\b(?:src|type="application\/json")\b)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const body = match[1];
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}
