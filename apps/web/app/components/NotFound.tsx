import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pageMeta } from '../seo';

/** The not-found page's tags; any page that can stand in for it must use the same ones. */
export const notFoundMeta = () =>
  pageMeta('Page not found', 'The page you are looking for does not exist.', { noIndex: true });

/** The shared not-found page (SPEC.md 2.1 catch-all). */
export function NotFound() {
  return (
    <Stack align="center" textAlign="center" gap="5" maxW="xl" mx="auto" px="4" py={{ base: '16', md: '24' }}>
      <Text fontSize="5xl" fontWeight="bold" color="teal.600" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="teal.900">
        Page not found
      </Heading>
      <Text fontSize="lg" color="gray.700">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button asChild colorPalette="teal">
        <Link to="/">Go to Home</Link>
      </Button>
    </Stack>
  );
}
