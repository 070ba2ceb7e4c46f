import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  NOT_FOUND_PATH,
  PRERENDERED_PATHS,
  PROVIDER,
  prerenderedFile,
  ROBOTS_DISALLOWED,
} from '@academy/content';
import { EnrolmentLoadingDialog } from './components/enrolment/EnrolmentLoadingDialog';
import { ENROLMENT_LOADING_DIALOG_ID } from './islands/island-dialog';
import { App } from './root';
import { loadScreen, screenFor } from './route-modules';
import { metaToHtml, pageMeta } from './seo';
import { markPrerenderedStyles } from './theme/prerendered-styles';

/** Every page written at build time: the public routes and the page unknown paths get. */
export const PAGES_TO_PRERENDER: readonly string[] = [...PRERENDERED_PATHS, NOT_FOUND_PATH];

/** The page client-only screens (admin, GraphiQL) start from: no content, nothing for search engines. */
export const SPA_FALLBACK_HEAD = metaToHtml(pageMeta('Loading', PROVIDER.name, { noIndex: true }));

export const SITE_URL = PROVIDER.siteUrl;

/** robots.txt and where each page is written (the sitemap lists PRERENDERED_PATHS), from the route table. */
export { PRERENDERED_PATHS, ROBOTS_DISALLOWED, prerenderedFile };

/** Written inline into every page's <head> by scripts/prerender.mjs. */
export { controlHeader } from './layout/header-controller';
export { nextHeaderState } from './layout/header-scroll';
export { showPlainModal } from './layout/plain-modal';
export { activateIslands } from './islands/island-activator';

/** The loading dialogs island elements name (islands/island-dialog.ts), written into the pages that hold them. */
export const ISLAND_DIALOGS: Readonly<Record<string, string>> = {
  [ENROLMENT_LOADING_DIALOG_ID]: renderToStaticMarkup(<EnrolmentLoadingDialog />),
};

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Title, meta and canonical tags and the page's styles for <head>. */
  head: string;
  /** app/routes/{screen}/route.tsx: the page loads its chunk with the app. */
  screen: string;
  /** The screen ships no script (RouteModule.staticPage). */
  staticPage: boolean;
}

/** Renders one page at build time (scripts/prerender.mjs writes it to a static file). */
export async function prerender(address: string): Promise<PrerenderedPage> {
  const [pathname, query] = address.split('?');
  const search = query ? `?${query}` : '';
  const { screen: name } = screenFor(pathname);
  const screen = await loadScreen(name);
  // Styles go into one <style> in <head> instead of beside every element: the browser parses and applies
  // them once, before the body, which is most of the first paint's work on a phone. The browser's cache
  // counts them as inserted (see theme/prerendered-styles.ts).
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={address}>
        <App />
      </StaticRouter>
    </CacheProvider>,
  );
  const styles = markPrerenderedStyles(
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  );
  const head = metaToHtml(screen.meta?.({ location: { pathname, search } }) ?? [], pathname);
  return { html, head: head + styles, screen: name, staticPage: screen.staticPage === true };
}
