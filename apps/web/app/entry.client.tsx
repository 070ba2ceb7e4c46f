import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ARABIC_PREFIX } from '@academy/content';
import { CacheProvider } from '@emotion/react';
import { loadScreen, screenFor } from './route-modules';
import { controlHeader } from './layout/header-controller';
import { showPlainModal } from './layout/plain-modal';
import { nextHeaderState } from './layout/header-scroll';
// In the entry, so the build links them from every page's <head>: the menu and an island's loading dialog
// open before any script runs.
import './layout/modal-box.css';
import './layout/side-menu.css';
import './components/island/island-dialog.css';

/** Lets the browser handle input and paint before the next part of the start-up work. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Makes the page interactive, in parts that each run as a task of their own so that none blocks the
 * visitor for long: the styling system, then the layout, then the page's screen, then hydration, which
 * React does in short slices inside a transition. A prerendered page hydrates only once its screen's
 * code is here, so React never swaps the prerendered HTML for a loading state. The SPA fallback page
 * (admin screens) comes with an empty root and simply renders. The page's loader (scripts/prerender.mjs)
 * decides when this runs and has already fetched every part, so the steps wait on no network.
 */
async function start(root: HTMLElement): Promise<void> {
  await import('./theme/system');
  await yieldToMain();
  const { App } = await import('./root');
  const { SiteDataProvider, NO_SITE_DATA } = await import('./site-data/site-data');
  const { pageSiteData } = await import('./site-data/page-data');
  await yieldToMain();
  await loadScreen(screenFor(window.location.pathname).screen).catch(() => undefined);
  await yieldToMain();
  const app = (
    <StrictMode>
      {/* A rendered page hydrates from the data it was rendered from; a client-only page asks the API. */}
      <SiteDataProvider value={pageSiteData() ?? NO_SITE_DATA}>
        {/* The Arabic site's addresses are the English ones under /ar: its links and routes are the same. */}
        <BrowserRouter basename={__SITE_LOCALE__ === 'ar' ? ARABIC_PREFIX : undefined}>
          <App />
        </BrowserRouter>
      </SiteDataProvider>
    </StrictMode>
  );
  if (root.firstElementChild) {
    const { prerenderedStylesCache } = await import('./theme/prerendered-styles');
    const page = <CacheProvider value={prerenderedStylesCache()}>{app}</CacheProvider>;
    startTransition(() => void hydrateRoot(root, page));
  } else createRoot(root).render(app);
}

// Every page the build writes carries the controller inline; the development server's pages do not.
if (import.meta.env.DEV) controlHeader(nextHeaderState, showPlainModal);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void start(root);
