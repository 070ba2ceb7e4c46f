import { Component, type ReactNode, Suspense, use, useEffect, useLayoutEffect, useRef } from 'react';
import { Box, ChakraProvider, Flex, Text } from '@chakra-ui/react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { HEADER_HEIGHT, SiteHeader } from './layout/SiteHeader';
import { SiteFooter } from './layout/SiteFooter';
import { MAIN_CONTENT_ID, SkipToContent } from './layout/SkipToContent';
import { Paragraph, PlainPage } from './components/PlainPage';
import { loadRouteModule } from './route-modules';
import { type AppRoute, ROUTES } from './routes';
import { applyMeta } from './seo';
import { system } from './theme/system';

/** The whole site inside a router: header, the current screen, footer. */
export function App() {
  return (
    <ChakraProvider value={system}>
      <SkipToContent />
      <SiteHeader />
      <Flex direction="column" minH="100dvh" pt={HEADER_HEIGHT}>
        <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1} outline="none">
          <ScreenErrorBoundary>
            <Suspense fallback={<ScreenLoading />}>
              <Routes>
                {ROUTES.map((route) => (
                  <Route key={route.path} path={route.path} element={<Screen route={route} />} />
                ))}
              </Routes>
            </Suspense>
          </ScreenErrorBoundary>
        </Box>
        <SiteFooter />
      </Flex>
      <NavigationEffects />
    </ChakraProvider>
  );
}

/** One screen: its code (loaded on first visit), and its title and meta tags on client navigations. */
function Screen({ route }: { route: AppRoute }) {
  const screen = use(loadRouteModule(route));
  const location = useLocation();
  useEffect(() => {
    if (screen.meta) applyMeta(screen.meta({ location }), location.pathname);
  }, [screen, location]);
  const Page = screen.default;
  return <Page />;
}

/**
 * Every route change starts at the top of the page (SPEC.md 2.1), or at the anchor the link names; back
 * and forward keep the browser's own scroll restoration. Also marks the document once the prerendered
 * page has become interactive (tests and tooling wait on it).
 */
function NavigationEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current || navigationType === 'POP') {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Shown while a screen's code loads (client-only admin screens, or a slow first navigation). */
function ScreenLoading() {
  return (
    <Text textAlign="center" py="24" color="gray.600" aria-busy="true">
      Loading…
    </Text>
  );
}

class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PlainPage title="Something went wrong">
        <Paragraph>An unexpected error occurred. Please reload the page or try again later.</Paragraph>
      </PlainPage>
    );
  }
}
