import { chakra } from '@chakra-ui/react';
import type { CellContext } from '@tanstack/react-table';

const ContactLink = chakra('a', {
  base: {
    color: 'teal.800',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    overflowWrap: 'anywhere',
    _hover: { color: 'teal.950' },
    _focusVisible: { outline: '2px solid', outlineColor: 'teal.700', outlineOffset: '2px' },
  },
});

/** An e-mail address that opens the reader's mail program; nothing when there is none. */
export function EmailLink({ address }: { address?: string | null }) {
  if (!address) return null;
  return <ContactLink href={`mailto:${address}`}>{address}</ContactLink>;
}

/**
 * A table's e-mail address, cut short with an ellipsis so the row's status and payment stay in view;
 * the whole address shows on hover (title) and in the row's details.
 */
function TruncatedEmailLink({ address }: { address?: string | null }) {
  if (!address) return null;
  return (
    <ContactLink
      href={`mailto:${address}`}
      title={address}
      display="block"
      maxW="11rem"
      overflow="hidden"
      textOverflow="ellipsis"
      whiteSpace="nowrap"
      overflowWrap="normal"
    >
      {address}
    </ContactLink>
  );
}

/** A phone number as typed, dialled by a phone or a softphone (tel: keeps only digits and a leading +). */
export function PhoneLink({ number }: { number?: string | null }) {
  const dialled = number?.trim().replace(/(?!^\+)\D/g, '');
  if (!number || !dialled) return number ?? null;
  return (
    <ContactLink href={`tel:${dialled}`} whiteSpace="nowrap">
      {number}
    </ContactLink>
  );
}

/** A table cell of an e-mail address. */
export function EmailCell<Row>(info: CellContext<Row, string | null | undefined>) {
  return <TruncatedEmailLink address={info.getValue()} />;
}

/** A table cell of a phone number. */
export function PhoneCell<Row>(info: CellContext<Row, string | null | undefined>) {
  return <PhoneLink number={info.getValue()} />;
}
