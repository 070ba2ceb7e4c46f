import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './root';
import { loadRouteModule, routeFor } from './route-modules';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page hydrates once its screen's code is here (its <link rel=modulepreload> fetched it
// already), so React never swaps the prerendered HTML for a loading state. The SPA fallback page (admin
// screens) comes with an empty root and simply renders.
if (container.hasChildNodes()) {
  loadRouteModule(routeFor(window.location.pathname)).then(
    () => hydrateRoot(container, app),
    () => hydrateRoot(container, app),
  );
} else {
  createRoot(container).render(app);
}
