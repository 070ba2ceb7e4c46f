import { Suspense, lazy } from 'react';
import { Box, Code, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('GraphQL playground', 'Explore and run queries against the site’s GraphQL API.', {
    noIndex: true,
  });

// The editor (Monaco) weighs megabytes: it loads only here, only in the browser, never for visitors.
const GraphiqlEditor = lazy(() => import('./GraphiqlEditor'));

/**
 * A browser opening /graphql gets this page, on its own (no site header or footer: the editor takes the
 * screen); API clients posting to /graphql get the API itself.
 */
export default function GraphiqlRoute() {
  return (
    <Flex direction="column" h="100dvh">
      <Box as="header" px={{ base: '3', md: '5' }} py="2" borderBottomWidth="1px" borderColor="gray.200">
        <Flex align="baseline" gap="3" wrap="wrap">
          <Heading as="h1" size="md" color="teal.900">
            GraphQL playground
          </Heading>
          <Link href="/" fontSize="sm" color="teal.800">
            Back to the site
          </Link>
        </Flex>
        <Text fontSize="sm" color="gray.700">
          The tabs hold example operations. Staff operations need a sign-in: run <Code>adminLogin</Code> and
          send its token as the header <Code>Authorization: Bearer &lt;token&gt;</Code> (the Headers tab).
        </Text>
      </Box>
      <Box as="main" flex="1" minH="0">
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
    </Flex>
  );
}
