import { Component, type ReactNode, Suspense, use, useEffect, useLayoutEffect, useRef } from 'react';
import { Box, ChakraProvider, Flex, Text } from '@chakra-ui/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { matchSiteRoute } from '@academy/content';
import { HEADER_HEIGHT, SiteHeader } from './layout/SiteHeader';
import { SiteFooter } from './layout/SiteFooter';
import { MAIN_CONTENT_ID, SkipToContent } from './layout/SkipToContent';
import { Paragraph, PlainPage } from './components/PlainPage';
import { loadScreen, screenFor } from './route-modules';
import { RouteParamsContext } from './routing/route-params';
import { replayEarlyActions } from './early-actions';
import { markPageHydrated } from './hooks/use-hydrated';
import { applyMeta } from './seo';
import { useSiteData } from './site-data/site-data';
import { pageSystem } from './theme/system';

/**
 * The whole site inside a router: header, the current screen, footer. The admin area and the tools
 * (GraphiQL) bring their own frame.
 */
export function App() {
  const { pathname } = useLocation();
  const access = matchSiteRoute(pathname)?.route.access;
  if (access === 'admin' || access === 'tool') {
    return (
      <ChakraProvider value={pageSystem}>
        <ScreenErrorBoundary>
          <Suspense fallback={<ScreenLoading />}>
            <CurrentScreen />
          </Suspense>
        </ScreenErrorBoundary>
        <NavigationEffects />
      </ChakraProvider>
    );
  }
  return (
    <ChakraProvider value={pageSystem}>
      <SkipToContent />
      <SiteHeader />
      <Flex direction="column" minH="100dvh" pt={HEADER_HEIGHT}>
        <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1} outline="none">
          <ScreenErrorBoundary>
            <Suspense fallback={<ScreenLoading />}>
              <CurrentScreen />
            </Suspense>
          </ScreenErrorBoundary>
        </Box>
        <SiteFooter />
      </Flex>
      <NavigationEffects />
    </ChakraProvider>
  );
}

/** The screen of the current address (the route table decides), with its variable parts. */
function CurrentScreen() {
  const { pathname } = useLocation();
  const { screen, params } = screenFor(pathname);
  return (
    <RouteParamsContext.Provider value={params}>
      <Screen key={screen} screen={screen} />
    </RouteParamsContext.Provider>
  );
}

/** One screen: its code (loaded on first visit), and its title and meta tags on client navigations. */
function Screen({ screen: name }: { screen: string }) {
  const screen = use(loadScreen(name));
  const location = useLocation();
  const data = useSiteData();
  useEffect(() => {
    if (screen.meta) applyMeta(screen.meta({ location, data }), location.pathname);
  }, [screen, location, data]);
  const Page = screen.default;
  return (
    <>
      <Page />
      <ScreenReady />
    </>
  );
}

/**
 * Every route change starts at the top of the page (SPEC.md 2.1), or at the anchor the link names; back
 * and forward keep the browser's own scroll restoration.
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
  return null;
}

/**
 * Marks the document interactive (tests and tooling wait on it) and replays what the visitor did
 * before. It runs inside the screen's Suspense boundary: React hydrates a boundary's content after the
 * page around it, so only here is the screen itself ready to take the replayed clicks and submits.
 */
function ScreenReady() {
  useEffect(() => {
    // The screen has hydrated: a route chunk loaded from now on starts with useHydrated() true.
    markPageHydrated();
    if (document.documentElement.dataset.hydrated === 'true') return;
    // A task later: forms first adopt what was typed into them before hydration (a state update React
    // applies after these effects), so a replayed submit sends what the visitor typed.
    const replay = setTimeout(() => {
      document.documentElement.dataset.hydrated = 'true';
      replayEarlyActions();
    }, 0);
    return () => clearTimeout(replay);
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
