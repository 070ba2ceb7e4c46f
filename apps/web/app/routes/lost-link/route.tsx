import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { LOST_LINK } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { pageMeta } from '../../seo';
import { LostLinkForm } from './LostLinkForm';

export const meta = () => pageMeta(LOST_LINK.title, LOST_LINK.description);

/** 'Lost your link?' (/my-registration): the private links of an address's registrations, mailed to it. */
export default function LostLinkRoute() {
  return (
    <Box maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900">
            {LOST_LINK.title}
          </Heading>
          <Text color="gray.700" fontSize="lg">
            {LOST_LINK.intro}
          </Text>
        </Stack>
        <GraphqlProvider>
          <LostLinkForm />
        </GraphqlProvider>
      </Stack>
    </Box>
  );
}
