import { Link, Text } from '@chakra-ui/react';
import { MY_REGISTRATION } from '@academy/content';

/** How to reach the provider about a registration. */
export function ContactLine() {
  return (
    <Text color="gray.700">
      {MY_REGISTRATION.contactLead}{' '}
      <Link href={`mailto:${MY_REGISTRATION.contactEmail}`} color="teal.700" overflowWrap="anywhere">
        {MY_REGISTRATION.contactEmail}
      </Link>
      .
    </Text>
  );
}
