import { NOT_FOUND_SCREEN, type RouteMatch, matchSiteRoute, splitLocale } from '@academy/content';
import type { RouteModule } from './routing/route-module';

/** Each screen is its own chunk: a visitor downloads only the screens they open. */
const MODULE_LOADERS = import.meta.glob<RouteModule>(['./routes/*/route.tsx', '!./routes/admin-*/route.tsx']);

/**
 * The admin screens are one step further away: their loaders, and the list of chunks each of them
 * needs, arrive in a module of their own, so no public page's script carries the admin area's.
 */
const ADMIN_SCREEN = /^admin-/;
const loadAdminScreen = (screen: string) =>
  import('./admin/screens').then(({ loadAdminScreenModule }) => loadAdminScreenModule(screen));

const loaded = new Map<string, Promise<RouteModule>>();

/**
 * The screen's module, loaded once. Awaiting it before hydrating lets the prerendered page hydrate in one
 * synchronous pass (no Suspense fallback replacing the prerendered HTML).
 */
export function loadScreen(screen: string): Promise<RouteModule> {
  let promise = loaded.get(screen);
  if (!promise) {
    const load = ADMIN_SCREEN.test(screen)
      ? () => loadAdminScreen(screen)
      : MODULE_LOADERS[`./routes/${screen}/route.tsx`];
    if (!load) throw new Error(`No screen module app/routes/${screen}/route.tsx`);
    const tracked = load();
    // React's `use` reads a promise synchronously once it carries its settled status and value.
    Object.assign(tracked, { status: 'pending' });
    tracked.then(
      (module) => Object.assign(tracked, { status: 'fulfilled', value: module }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    promise = tracked;
    loaded.set(screen, promise);
  }
  return promise;
}

/**
 * The screen an address shows (the route table in @academy/content decides), and its variable parts;
 * an Arabic page's address ('/ar/decode') shows the screen of its English one.
 */
export function screenFor(pathname: string): { screen: string; params: RouteMatch['params'] } {
  const match = matchSiteRoute(splitLocale(pathname).address);
  return match
    ? { screen: match.route.screen, params: match.params }
    : { screen: NOT_FOUND_SCREEN, params: {} };
}
