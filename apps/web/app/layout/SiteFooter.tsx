import { Box, Flex, Grid, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PROVIDER, SITE_FRAME_TEXT, footerLinksOn } from '@academy/content';
import { useSiteToday } from '../site-data/site-data';
import { SocialLink } from './SocialLink';

const linkStyles = {
  color: 'teal.50',
  textDecoration: 'none',
  focusVisibleRing: 'outside',
  focusRingColor: 'teal.200',
  _hover: { color: 'white', textDecoration: 'underline' },
} as const;

/**
 * Site footer (SPEC.md 2.3): contact address, social links, quick links to the programmes and the
 * practical pages, copyright and maker credit. 484px tall on wide screens (SPEC.md 9).
 */
export function SiteFooter() {
  // The year of the day the page is true for, as the rest of it.
  const today = useSiteToday();
  return (
    <Box as="footer" bg="teal.900" color="teal.50" mt="16">
      <Flex
        direction="column"
        justify="space-between"
        gap="10"
        maxW="6xl"
        minH={{ md: '484px' }}
        mx="auto"
        px={{ base: '4', md: '6' }}
        pt={{ base: '10', md: '16' }}
        pb="8"
      >
        <Grid
          templateColumns={{ base: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' }}
          gap={{ base: '8', md: '12' }}
        >
          <Stack gap="4" gridColumn={{ sm: '1 / -1', md: 'auto' }}>
            <Flex align="center" gap="3">
              <img src="/images/logo.svg" width="40" height="40" alt="" loading="lazy" />
              <Text fontWeight="bold" fontSize="xl" color="white">
                {PROVIDER.name}
              </Text>
            </Flex>
            <Text color="teal.100" maxW="sm">
              {SITE_FRAME_TEXT.footerTagline}
            </Text>
            <Link href={`mailto:${PROVIDER.email}`} {...linkStyles} fontWeight="semibold" w="fit-content">
              {PROVIDER.email}
            </Link>
            <Flex as="ul" listStyleType="none" gap="3" aria-label={SITE_FRAME_TEXT.followUs}>
              <li>
                <SocialLink network="facebook" href={PROVIDER.social.facebook} {...linkStyles} />
              </li>
              <li>
                <SocialLink network="instagram" href={PROVIDER.social.instagram} {...linkStyles} />
              </li>
              <li>
                <SocialLink network="linkedin" href={PROVIDER.social.footerThird} {...linkStyles} />
              </li>
            </Flex>
          </Stack>
          {footerLinksOn(today).map((column) => (
            <chakra.nav key={column.heading} aria-label={column.heading}>
              <Heading as="h2" size="sm" color="white" mb="4" textTransform="uppercase" letterSpacing="wider">
                {column.heading}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="2.5">
                {column.links.map((link) => (
                  <li key={link.path}>
                    <Link asChild {...linkStyles}>
                      <RouterLink to={link.path}>{link.label}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </chakra.nav>
          ))}
        </Grid>
        <Flex
          gap="2"
          justify="space-between"
          direction={{ base: 'column', sm: 'row' }}
          fontSize="sm"
          color="teal.100"
          borderTopWidth="1px"
          borderColor="teal.700"
          pt="6"
        >
          <Text>{SITE_FRAME_TEXT.copyright(today.slice(0, 4))}</Text>
          <Text>{SITE_FRAME_TEXT.madeBy}</Text>
        </Flex>
      </Flex>
    </Box>
  );
}
