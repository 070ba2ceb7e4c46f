import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_FAMILY_BOOKINGS, FAMILY_BOOKING_STATUS_LABELS } from '@academy/content';
import { formatDay } from '../list/format';
import { statusCell, viewDetailsColumn } from '../table/cells';
import { EmailCell, PhoneCell } from '../table/ContactLinks';
import type { FamilyBookingRow } from './use-family-bookings';

const column = createColumnHelper<FamilyBookingRow>();
const TEXT = ADMIN_FAMILY_BOOKINGS.columns;

/** Who booked: the first family member named, as the details button says. */
export const bookingName = (row: FamilyBookingRow) => row.familyMembers[0] ?? row.email;

/** The session as staff know it: where, which day, which slot. */
export const sessionOf = (row: Pick<FamilyBookingRow, 'sessionVenue' | 'sessionDate' | 'sessionSlot'>) =>
  `${row.sessionVenue}, ${formatDay(row.sessionDate)}, ${row.sessionSlot}`;

/**
 * The family consultation table: who booked, the session, the family, contacts and status. A phone's
 * cards keep the key fields; the contacts are in the details.
 */
export function familyBookingColumns(onView: (row: FamilyBookingRow) => void) {
  return [
    column.accessor(bookingName, { id: 'name', header: TEXT.name }),
    column.accessor('status', { header: TEXT.status, cell: statusCell(FAMILY_BOOKING_STATUS_LABELS) }),
    column.accessor(sessionOf, { id: 'session', header: TEXT.session, meta: { minW: '11rem' } }),
    column.accessor('familyMembers', {
      header: TEXT.members,
      enableSorting: false,
      cell: (info) => info.getValue().join(', '),
    }),
    column.accessor('email', { header: TEXT.email, cell: EmailCell, meta: { card: false } }),
    column.accessor('phone', { header: TEXT.phone, cell: PhoneCell, meta: { card: false } }),
    viewDetailsColumn(onView, bookingName),
  ];
}
