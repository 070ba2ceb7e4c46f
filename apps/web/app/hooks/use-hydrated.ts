import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering the prerendered HTML and while hydrating it, true afterwards (and on every
 * client-side navigation). Lets a page show request-dependent content without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
