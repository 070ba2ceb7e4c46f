import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  ARABIC_NOT_FOUND_PATH,
  ARABIC_PATHS,
  ARABIC_PREFIX,
  NOT_FOUND_PATH,
  PRERENDERED_PATHS,
  PROVIDER,
  SITE_LOCALE,
  localePath,
  prerenderedFile,
  ROBOTS_DISALLOWED,
  splitLocale,
} from '@academy/content';
import { EnrolmentLoadingDialog } from './components/enrolment/EnrolmentLoadingDialog';
import { ENROLMENT_LOADING_DIALOG_ID } from './components/island/island-dialog';
import {
  type Manifest,
  type PageAssets,
  checkStaticPage,
  pageAssets,
  pageDocument,
} from './render/page-document';
import { App } from './root';
import { loadScreen, screenFor } from './route-modules';
import { metaToHtml, pageMeta } from './seo';
import { pageDataScript } from './site-data/page-data';
import { PageLookupProvider } from './site-data/page-lookup';
import { PUBLISHED_SITE_DATA } from './site-data/published';
import { type SiteData, SiteDataProvider, carriedCalendar } from './site-data/site-data';
import { markPrerenderedStyles } from './theme/prerendered-styles';
import { languageChoice } from './render/language-choice';

/**
 * Every page this build renders: the public routes and the page unknown paths get, in the build's
 * language (the Arabic build's are the same pages under /ar).
 */
export const PAGES_TO_PRERENDER: readonly string[] =
  SITE_LOCALE === 'ar' ? [...ARABIC_PATHS, ARABIC_NOT_FOUND_PATH] : [...PRERENDERED_PATHS, NOT_FOUND_PATH];

export const SITE_URL = PROVIDER.siteUrl;

/** robots.txt and where each page is written (the sitemap lists PRERENDERED_PATHS), from the route table. */
export { ARABIC_FONT_FILES } from './render/arabic-font';
export {
  ARABIC_PATHS,
  PRERENDERED_PATHS,
  ROBOTS_DISALLOWED,
  SITE_LOCALE,
  prerenderedFile,
  NOT_FOUND_PATH,
  PUBLISHED_SITE_DATA,
};
export type { SiteData };

/** The loading dialogs island elements name (components/island/island-dialog.ts), written into the pages that hold them. */
const ISLAND_DIALOGS: Readonly<Record<string, string>> = {
  [ENROLMENT_LOADING_DIALOG_ID]: renderToStaticMarkup(<EnrolmentLoadingDialog />),
};

/** The client build's index.html and manifest, as every page document uses them. */
export function readAssets(indexHtml: string, manifest: Manifest): PageAssets {
  return pageAssets(indexHtml, manifest, ISLAND_DIALOGS);
}

/** A page of the site as a whole document, and the HTTP status it is served with. */
export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * Renders one public page from `data` as a whole HTML document: at build time from the published
 * content (scripts/prerender.mjs writes it to a static file), and in the server from the live catalogue
 * and calendar (render-worker.ts); a lookup page (a certificate's) also from what the server looked up
 * for the request (`lookup`).
 */
export async function renderPage(
  address: string,
  siteData: SiteData,
  assets: PageAssets,
  lookup?: unknown,
): Promise<RenderedPage> {
  // An Arabic page ('/ar/decode') is its English address's screen, rendered in the Arabic build.
  const routeAddress = splitLocale(address).address;
  const [pathname, query] = routeAddress.split('?');
  const search = query ? `?${query}` : '';
  const { screen: name } = screenFor(pathname);
  const screen = await loadScreen(name);
  // Styles go into one <style> in <head> instead of beside every element: the browser parses and applies
  // them once, before the body, which is most of the first paint's work on a phone. The browser's cache
  // counts them as inserted (see theme/prerendered-styles.ts).
  const cache = createCache({ key: 'css' });
  // Made before rendering: it switches the cache to collecting the styles instead of writing them inline.
  const emotion = createEmotionServer(cache);
  const carried = { carried: false };
  carriedCalendar.current = carried;
  let html: string;
  try {
    html = renderToString(
      <CacheProvider value={cache}>
        <SiteDataProvider value={siteData}>
          <PageLookupProvider value={lookup}>
            <StaticRouter location={address} basename={SITE_LOCALE === 'ar' ? ARABIC_PREFIX : undefined}>
              <App />
            </StaticRouter>
          </PageLookupProvider>
        </SiteDataProvider>
      </CacheProvider>,
    );
  } finally {
    carriedCalendar.current = null;
  }
  const styles = markPrerenderedStyles(
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  );
  const twin = PRERENDERED_PATHS.includes(routeAddress)
    ? localePath(routeAddress, SITE_LOCALE === 'ar' ? 'en' : 'ar')
    : undefined;
  const head =
    metaToHtml(
      screen.meta?.({ location: { pathname, search }, data: siteData }) ?? [],
      localePath(pathname, SITE_LOCALE),
    ) + (twin ? alternates(routeAddress) : '');
  const staticPage = screen.staticPage === true;
  if (staticPage) checkStaticPage(address, html);
  // A page that hydrates renders from the same data in the browser; a static page carries it only when
  // its islands read it. The calendar is carried only by a page that shows it.
  const data = carried.carried
    ? pageDataScript(siteData)
    : staticPage
      ? ''
      : pageDataScript({ ...siteData, calendar: [] });
  return {
    status: routeAddress === NOT_FOUND_PATH ? 404 : 200,
    html: pageDocument(assets, {
      html,
      head: head + styles,
      screen: name,
      staticPage,
      data,
      languageChoice: languageChoice(SITE_LOCALE, twin),
    }),
  };
}

/** The page's twins for search engines: each language's address, and the English one by default. */
function alternates(routeAddress: string): string {
  const link = (hreflang: string, address: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${new URL(address, SITE_URL).href.replaceAll('&', '&amp;')}"/>`;
  return (
    link('en', routeAddress) + link('ar', localePath(routeAddress, 'ar')) + link('x-default', routeAddress)
  );
}

/** The page client-only screens (admin, GraphiQL) start from: no content, nothing for search engines. */
export function spaFallbackPage(assets: PageAssets): string {
  const head = metaToHtml(pageMeta('Loading', PROVIDER.name, { noIndex: true }));
  return pageDocument(assets, { html: '', head, screen: '', staticPage: false, data: '' });
}
