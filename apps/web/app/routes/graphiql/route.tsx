import { Suspense, lazy } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('GraphQL playground', 'Explore and run queries against the site’s GraphQL API.', {
    noIndex: true,
  });

// The editor (Monaco) weighs megabytes: it loads only here, only in the browser, never for visitors.
const GraphiqlEditor = lazy(() => import('./GraphiqlEditor'));

/** A browser opening /graphql gets this page; API clients posting to /graphql get the API itself. */
export default function GraphiqlRoute() {
  return (
    <Box h={{ base: '80dvh', md: 'calc(100dvh - 4rem)' }}>
      <Box as="h1" srOnly>
        GraphQL playground
      </Box>
      <Suspense
        fallback={
          <Text textAlign="center" py="24" color="gray.600" aria-busy="true">
            Loading the GraphQL playground…
          </Text>
        }
      >
        <GraphiqlEditor />
      </Suspense>
    </Box>
  );
}
