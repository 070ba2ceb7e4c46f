import { Button, Flex, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { pageMeta } from '../seo';

/** The not-found page's tags; any page that can stand in for it must use the same ones. */
export const notFoundMeta = () =>
  pageMeta('Page not found', 'The page you are looking for does not exist.', { noIndex: true });

/** Where a lost visitor most likely wanted to go: the programme pages. */
const PROGRAMME_LINKS = [
  { label: 'DECODE', path: '/decode' },
  { label: 'Awaken the Limitless Human', path: '/ich' },
  { label: 'Transpersonal Regression', path: '/tasso' },
  { label: 'Family Constellation', path: '/family-constellation' },
  { label: 'Event calendar', path: '/practitioner' },
] as const;

/** The shared not-found page (SPEC.md 2.1 catch-all). */
export function NotFound() {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="5"
      maxW="2xl"
      mx="auto"
      px="4"
      py={{ base: '12', md: '20' }}
    >
      <chakra.img
        src="/images/illustrations/not-found.svg"
        alt=""
        htmlWidth={480}
        htmlHeight={320}
        w="full"
        maxW="xs"
        h="auto"
      />
      <Text fontSize="sm" fontWeight="semibold" color="teal.700" letterSpacing="widest">
        ERROR 404
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="teal.900">
        Page not found
      </Heading>
      <Text fontSize="lg" color="gray.700">
        The page you are looking for does not exist or has moved. Try one of these instead.
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="teal">
          <RouterLink to="/">Go to Home</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="teal">
          <RouterLink to="/contact-us">Contact Us</RouterLink>
        </Button>
      </Flex>
      <chakra.nav aria-label="Our programmes" mt="4">
        <Heading as="h2" size="md" color="gray.800" mb="3">
          Explore our programmes
        </Heading>
        <chakra.ul
          listStyleType="none"
          display="flex"
          flexWrap="wrap"
          justifyContent="center"
          columnGap="5"
          rowGap="2"
        >
          {PROGRAMME_LINKS.map((programme) => (
            <li key={programme.path}>
              <Link asChild color="teal.700" fontWeight="medium">
                <RouterLink to={programme.path}>{programme.label}</RouterLink>
              </Link>
            </li>
          ))}
        </chakra.ul>
      </chakra.nav>
    </Stack>
  );
}
