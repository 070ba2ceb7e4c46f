import { type ReactNode, useEffect } from 'react';
import { Box, ChakraProvider, Flex, Text } from '@chakra-ui/react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { HEADER_HEIGHT, SiteHeader } from './layout/SiteHeader';
import { SiteFooter } from './layout/SiteFooter';
import { MAIN_CONTENT_ID, SkipToContent } from './layout/SkipToContent';
import { Paragraph, PlainPage } from './components/PlainPage';
import { system } from './theme/system';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The document shell shared by every page, the hydrate fallback and the error boundary. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ChakraProvider value={system}>
          <SkipToContent />
          <SiteHeader />
          <Flex direction="column" minH="100dvh" pt={HEADER_HEIGHT}>
            <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1} outline="none">
              {children}
            </Box>
            <SiteFooter />
          </Flex>
        </ChakraProvider>
        {/* Restores scroll on back/forward and scrolls to the top on every new route (SPEC.md 2.1). */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A marker for tests and tooling: the prerendered page is now interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Shown by the SPA fallback (client-only admin routes) until the route's code has loaded. */
export function HydrateFallback() {
  return (
    <Text textAlign="center" py="24" color="gray.600" aria-busy="true">
      Loading…
    </Text>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <PlainPage title="Something went wrong">
      <Paragraph>
        {status ?? 'An unexpected error occurred. Please reload the page or try again later.'}
      </Paragraph>
    </PlainPage>
  );
}
