import { startTransition, useEffect, useState } from 'react';

/**
 * Set once the page has hydrated: a component mounted after that (a client navigation) starts hydrated.
 * root.tsx imports this module, so it first runs before hydration (an empty #root: nothing prerendered
 * to hydrate), and marks the page hydrated once it is (markPageHydrated).
 */
let pageHydrated =
  typeof document === 'undefined' ? false : !document.getElementById('root')?.firstElementChild;

/** Records that the page has hydrated, for whichever component or route chunk uses useHydrated next. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * False while rendering the prerendered HTML and while hydrating it, true afterwards (and on every
 * client-side navigation). Lets a page show request-dependent content without a hydration mismatch.
 * The switch to true is a transition, so React re-renders what depends on it in short slices rather
 * than in one blocking task (as useSyncExternalStore's client snapshot would).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
