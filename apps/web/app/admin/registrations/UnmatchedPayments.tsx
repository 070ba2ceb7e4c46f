import { useId } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ADMIN_PAYMENT, formatMinorUnits } from '@academy/content';
import { formatDateTime } from '../list/format';
import type { RegistrationDetails } from './use-registration-details';

type Unmatched = RegistrationDetails['unmatchedPayments'][number];

/**
 * Payments received for a registration that do not match its fee: they confirmed nothing, and staff
 * refund them in Stripe. Shown only when there is one.
 */
export function UnmatchedPayments({ payments }: { payments: readonly Unmatched[] }) {
  const headingId = useId();
  if (payments.length === 0) return null;
  const words = ADMIN_PAYMENT.unmatched;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      rounded="md"
      p="3"
      mt="3"
    >
      <Heading as="h4" id={headingId} size="sm" color="orange.900" mb="1">
        {words.title}
      </Heading>
      <Text fontSize="sm" color="gray.800" mb="2">
        {words.hint}
      </Text>
      <Stack as="ul" gap="2" listStyle="none" p="0" m="0">
        {payments.map((payment) => (
          <Box as="li" key={payment.sessionId} borderLeftWidth="3px" borderColor="orange.600" pl="3">
            <Text fontWeight="medium">
              {payment.amount !== null && payment.amount !== undefined && payment.currency
                ? formatMinorUnits(payment.amount, payment.currency)
                : words.unknownAmount}
              {' · '}
              {payment.reason}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {[
                payment.reference && `${ADMIN_PAYMENT.reference}: ${payment.reference}`,
                `${words.session}: ${payment.sessionId}`,
                `${words.received}: ${formatDateTime(payment.receivedAt)}`,
                payment.refundedAt
                  ? `${words.refunded}: ${formatDateTime(payment.refundedAt)}`
                  : words.notRefunded,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
