import { chakra } from '@chakra-ui/react';

/** Where a record stands, coloured by its meaning: new or pending, done, cancelled. */
const PALETTE: Record<string, string> = {
  PENDING: 'orange',
  NEW: 'orange',
  IN_PROGRESS: 'teal',
  CONFIRMED: 'green',
  RESOLVED: 'green',
  BOOKED: 'green',
  OPEN: 'green',
  OPEN_ENTRY: 'teal',
  FULL: 'orange',
  CANCELLED: 'red',
  CLOSED: 'gray',
  UNPAID: 'orange',
  PAID: 'green',
  REFUNDED: 'gray',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  const palette = PALETTE[status] ?? 'gray';
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      rounded="full"
      fontSize="xs"
      fontWeight="bold"
      whiteSpace="nowrap"
      bg={`${palette}.100`}
      color={`${palette}.900`}
    >
      {label}
    </chakra.span>
  );
}
