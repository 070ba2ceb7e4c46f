import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ICH_LEVELS, NOT_FOUND_PATH, PRERENDERED_PATHS, PROVIDER } from '@academy/content';
import { App } from './root';
import { loadRouteModule, routeFor } from './route-modules';
import { metaToHtml, pageMeta } from './seo';

/** Every page written at build time: the public routes and the page unknown paths get. */
export const PAGES_TO_PRERENDER: readonly string[] = [...PRERENDERED_PATHS, NOT_FOUND_PATH];

/** The page client-only screens (admin, GraphiQL) start from: no content, nothing for search engines. */
export const SPA_FALLBACK_HEAD = metaToHtml(pageMeta('Loading', PROVIDER.name, { noIndex: true }));

export const SITE_URL = PROVIDER.siteUrl;

/** The public pages, plus each /ich/levels?level= page (one prerendered page shows all six levels). */
export const SITEMAP_PATHS: readonly string[] = [
  ...PRERENDERED_PATHS,
  ...Object.keys(ICH_LEVELS)
    .filter((level) => level !== '1')
    .map((level) => `/ich/levels?level=${level}`),
];

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Title, meta and canonical tags and the page's styles for <head>. */
  head: string;
  /** app/routes/{module}/route.tsx: its chunk is preloaded by the page. */
  module: string;
}

/** Renders one page at build time (scripts/prerender.mjs writes it to a static file). */
export async function prerender(pathname: string): Promise<PrerenderedPage> {
  const route = routeFor(pathname);
  const screen = await loadRouteModule(route);
  // Styles go into one <style> in <head> instead of beside every element: the browser parses and applies
  // them once, before the body, which is most of the first paint's work on a phone. The key is the one
  // the browser's default Emotion cache uses, so it adopts these styles when the page hydrates.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const head = metaToHtml(screen.meta?.({ location: { pathname, search: '' } }) ?? [], pathname);
  return { html, head: head + styles, module: route.module };
}
