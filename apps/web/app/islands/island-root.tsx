import { type ReactNode, StrictMode } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { pageSystem } from '../theme/system';

// Its own key: the page's prerendered rules keep theirs, and no class name of an island can meet one.
const styles = createCache({ key: 'island' });

/**
 * A React root of an island's own, in `container` (whose content it replaces), with what every island's
 * components need: the styling system, whose global CSS the prerendered page already carries.
 */
export function islandRoot(container: Element): { render(node: ReactNode): void } {
  const root: Root = createRoot(container);
  return {
    render: (node) =>
      root.render(
        <StrictMode>
          <CacheProvider value={styles}>
            <ChakraProvider value={pageSystem}>{node}</ChakraProvider>
          </CacheProvider>
        </StrictMode>,
      ),
  };
}
