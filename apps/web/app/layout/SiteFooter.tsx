import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { PROVIDER } from '@academy/content';

/** Site footer: contact address, social links, copyright and maker credit (SPEC.md 2.3). */
export function SiteFooter() {
  return (
    <Box as="footer" bg="teal.900" color="teal.50" mt="16">
      <Stack maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="10" gap="4">
        <Text fontWeight="bold" fontSize="lg">
          {PROVIDER.name}
        </Text>
        <Flex gap={{ base: '3', sm: '6' }} wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Link href={`mailto:${PROVIDER.email}`} color="inherit">
            {PROVIDER.email}
          </Link>
          <Link href={PROVIDER.social.facebook} color="inherit" target="_blank" rel="noopener noreferrer">
            Facebook
          </Link>
          <Link href={PROVIDER.social.instagram} color="inherit" target="_blank" rel="noopener noreferrer">
            Instagram
          </Link>
        </Flex>
        <Flex
          gap="2"
          justify="space-between"
          direction={{ base: 'column', sm: 'row' }}
          fontSize="sm"
          color="teal.100"
          borderTopWidth="1px"
          borderColor="teal.700"
          pt="4"
        >
          <Text>
            © {PROVIDER.copyrightYear} {PROVIDER.name}
          </Text>
          <Text>Made by {PROVIDER.maker}</Text>
        </Flex>
      </Stack>
    </Box>
  );
}
