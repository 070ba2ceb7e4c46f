import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './root';
import { loadRouteModule, routeFor } from './route-modules';

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/**
 * Makes the page interactive. A prerendered page hydrates once its screen's code is here, so React never
 * swaps the prerendered HTML for a loading state. The SPA fallback page (admin screens) comes with an
 * empty root (in development, only a comment) and simply renders. When this runs is the page's loader's decision (scripts/prerender.mjs).
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
if (root.firstElementChild) {
  // In a transition React hydrates in short slices, leaving the main thread free for the visitor.
  const hydrate = () => startTransition(() => void hydrateRoot(root, app));
  loadRouteModule(routeFor(window.location.pathname)).then(hydrate, hydrate);
} else {
  createRoot(root).render(app);
}
