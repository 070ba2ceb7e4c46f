import { Button, Flex, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NOT_FOUND_PAGE } from '@academy/content';
import { pageMeta } from '../seo';

/** The not-found page's tags; any page that can stand in for it must use the same ones. */
export const notFoundMeta = () =>
  pageMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description, { noIndex: true });

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
        {NOT_FOUND_PAGE.eyebrow}
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="teal.900">
        {NOT_FOUND_PAGE.title}
      </Heading>
      <Text fontSize="lg" color="gray.700">
        {NOT_FOUND_PAGE.text}
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="teal">
          <RouterLink to="/">{NOT_FOUND_PAGE.home}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="teal">
          <RouterLink to="/contact-us">{NOT_FOUND_PAGE.contact}</RouterLink>
        </Button>
      </Flex>
      <chakra.nav aria-label={NOT_FOUND_PAGE.programmesLabel} mt="4">
        <Heading as="h2" size="md" color="gray.800" mb="3">
          {NOT_FOUND_PAGE.programmesHeading}
        </Heading>
        <chakra.ul
          listStyleType="none"
          display="flex"
          flexWrap="wrap"
          justifyContent="center"
          columnGap="5"
          rowGap="2"
        >
          {NOT_FOUND_PAGE.programmes.map((programme) => (
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
