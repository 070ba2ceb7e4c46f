import { Heading } from '@chakra-ui/react';
import { MY_REGISTRATION } from '@academy/content';

/** The page's one h1, the same in every state. */
export function PageTitle() {
  return (
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="teal.900">
      {MY_REGISTRATION.title}
    </Heading>
  );
}
