import { type ReactNode, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { type Root, createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { pageSystem } from '../theme/system';

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
