import { Box, Button, Flex, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PROVIDER } from '@academy/content';

export const HEADER_HEIGHT = '4rem';

/** The fixed site header: logo home link and the Schedule call to action (SPEC.md 2.2, simplified). */
export function SiteHeader() {
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={HEADER_HEIGHT}
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Flex maxW="6xl" mx="auto" h="full" px={{ base: '4', md: '6' }} align="center" justify="space-between">
        <chakra.a asChild fontWeight="bold" fontSize={{ base: 'lg', md: 'xl' }} color="teal.800">
          <Link to="/">{PROVIDER.shortName}</Link>
        </chakra.a>
        <Button asChild colorPalette="teal" size="sm">
          <Link to="/practitioner">Schedule</Link>
        </Button>
      </Flex>
    </Box>
  );
}
