import { Flex, chakra } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_ENQUIRIES, ENQUIRY_STATUS_LABELS } from '@academy/content';
import { DateTimeCell, statusCell, viewDetailsColumn } from '../table/cells';
import { EmailCell, PhoneCell } from '../table/ContactLinks';
import type { EnquiryRow } from './use-enquiries';

const column = createColumnHelper<EnquiryRow>();
const TEXT = ADMIN_ENQUIRIES.columns;

/**
 * Contact Management's table (SPEC.md 2.15): the name with its initial as an avatar. A phone's cards
 * keep the key fields (the country is in the details).
 */
export function enquiryColumns(onView: (row: EnquiryRow) => void) {
  return [
    column.accessor('fullName', {
      header: TEXT.name,
      cell: (info) => (
        <Flex align="center" gap="2">
          <chakra.span
            aria-hidden="true"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="8"
            flexShrink="0"
            rounded="full"
            bg="teal.700"
            color="white"
            fontWeight="bold"
          >
            {info.getValue().trim().charAt(0).toUpperCase()}
          </chakra.span>
          {info.getValue()}
        </Flex>
      ),
    }),
    column.accessor('status', { header: TEXT.status, cell: statusCell(ENQUIRY_STATUS_LABELS) }),
    column.accessor('email', { header: TEXT.email, cell: EmailCell }),
    column.accessor('phoneNumber', { header: TEXT.phone, cell: PhoneCell }),
    column.accessor('countryName', { header: TEXT.country, meta: { card: false } }),
    column.accessor('createdAt', { header: TEXT.createdAt, cell: DateTimeCell }),
    viewDetailsColumn(onView, (row) => row.fullName),
  ];
}
