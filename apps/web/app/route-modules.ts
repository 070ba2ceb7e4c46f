import { matchRoutes } from 'react-router';
import { type AppRoute, ROUTES, type RouteModule } from './routes';

/** Each screen is its own chunk: a visitor downloads only the screens they open. */
const MODULE_LOADERS = import.meta.glob<RouteModule>('./routes/*/route.tsx');

const loaded = new Map<string, Promise<RouteModule>>();

/**
 * The route's module, loaded once. Awaiting it before hydrating lets the prerendered page hydrate in one
 * synchronous pass (no Suspense fallback replacing the prerendered HTML).
 */
export function loadRouteModule(route: AppRoute): Promise<RouteModule> {
  let promise = loaded.get(route.module);
  if (!promise) {
    const load = MODULE_LOADERS[`./routes/${route.module}/route.tsx`];
    if (!load) throw new Error(`No route module app/routes/${route.module}/route.tsx`);
    const tracked = load();
    // React's `use` reads a promise synchronously once it carries its settled status and value.
    Object.assign(tracked, { status: 'pending' });
    tracked.then(
      (module) => Object.assign(tracked, { status: 'fulfilled', value: module }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    promise = tracked;
    loaded.set(route.module, promise);
  }
  return promise;
}

/** The route a URL path shows, as the router will match it. */
export function routeFor(pathname: string): AppRoute {
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route ?? ROUTES[ROUTES.length - 1];
}
