import { type ReactNode, StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { type Root, createRoot, hydrateRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderedStylesCache } from '../../theme/prerendered-styles';
import { pageSystem } from '../../theme/system';

// Its own key: the page's prerendered rules keep theirs, and no class name of an island can meet one.
const styles = createCache({ key: 'island' });

/** Every island root of the page, by container (one module for all islands: a shared chunk). */
const roots = new Map<Element, Root>();

/**
 * A React root of an island's own, in `container` (whose content it replaces), with what every island's
 * components need: the styling system, whose global CSS the prerendered page already carries. Island
 * roots inside the container (a video playing among the slides a carousel's arrow replaces) end first.
 */
export function islandRoot(container: Element): { render(node: ReactNode): void } {
  for (const [inner, root] of roots) {
    if (container.contains(inner)) {
      root.unmount();
      roots.delete(inner);
    }
  }
  // The activator leaves the islands inside it to React from now on.
  container.setAttribute('data-island-root', '');
  const root = createRoot(container);
  roots.set(container, root);
  return {
    // At once, in this task: from now on the activator leaves the container's islands to React, so no
    // click may reach the prerendered markup before React has replaced it and listens.
    render: (node) =>
      flushSync(() =>
        root.render(
          <StrictMode>
            <CacheProvider value={styles}>
              <ChakraProvider value={pageSystem}>{node}</ChakraProvider>
            </CacheProvider>
          </StrictMode>,
        ),
      ),
  };
}

/**
 * Hydrates the prerendered markup of `container` in place as an island (a form): what the visitor typed
 * in it meanwhile stays, for the form to adopt. It renders with the page's own styles (the prerendered
 * rules' cache), so its markup is the prerendered one. Resolves once hydrated (its handlers listen), when
 * the container says so (`data-hydrated`).
 */
export function hydrateIsland(container: Element, node: ReactNode): Promise<void> {
  container.setAttribute('data-island-root', '');
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={prerenderedStylesCache()}>
          <ChakraProvider value={pageSystem}>
            <Hydrated
              onHydrated={() => {
                // As a hydrated page says so on <html>: tests and styles can tell.
                container.setAttribute('data-hydrated', 'true');
                resolve();
              }}
            >
              {node}
            </Hydrated>
          </ChakraProvider>
        </CacheProvider>
      </StrictMode>,
    );
  });
}

/** Says so once its children have hydrated and what their first effects set is rendered. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(onHydrated);
    return () => clearTimeout(timer);
  }, [onHydrated]);
  return children;
}
