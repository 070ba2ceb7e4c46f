import { chakra } from '@chakra-ui/react';
import { statusWords } from './registration-facts';
import type { MyRegistration } from './use-my-registration';

const PALETTE = {
  PENDING: 'orange',
  PENDING_APPROVAL: 'purple',
  CONFIRMED: 'green',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
} as const;

/** The registration's status in words on a coloured pill (the words carry it, not the colour). */
export function StatusBadge({ status }: { status: MyRegistration['status'] }) {
  const palette = PALETTE[status];
  return (
    <chakra.span
      display="inline-block"
      px="3"
      py="1"
      borderRadius="full"
      borderWidth="1px"
      borderColor={`${palette}.300`}
      bg={`${palette}.100`}
      color={`${palette}.900`}
      fontWeight="semibold"
      fontSize="sm"
    >
      {statusWords(status)}
    </chakra.span>
  );
}
