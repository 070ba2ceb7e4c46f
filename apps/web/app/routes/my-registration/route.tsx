import { Box } from '@chakra-ui/react';
import { MY_REGISTRATION } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { pageMeta } from '../../seo';
import { MyRegistrationScreen } from './MyRegistrationScreen';

export const meta = () => pageMeta(MY_REGISTRATION.title, MY_REGISTRATION.description, { noIndex: true });

/** The registrant's own page, opened from the private link in the confirmation mail (client-only). */
export default function MyRegistrationRoute() {
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <GraphqlProvider>
        <MyRegistrationScreen />
      </GraphqlProvider>
    </Box>
  );
}
