import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_FAMILY_BOOKINGS, FAMILY_BOOKING_STATUS_LABELS } from '@academy/content';
import { formatDay } from '../list/format';
import { statusCell, viewDetailsColumn } from '../table/cells';
import { EmailCell, PhoneCell } from '../table/ContactLinks';
import type { FamilyBookingRow } from './use-family-bookings';

const column = createColumnHelper<FamilyBookingRow>();
const TEXT = ADMIN_FAMILY_BOOKINGS.columns;

/** The family consultation table: session venue, date and slot, the family, contacts and status. */
export function familyBookingColumns(onView: (row: FamilyBookingRow) => void) {
  return [
    column.accessor('sessionVenue', { header: TEXT.venue }),
    column.accessor('sessionDate', { header: TEXT.date, cell: (info) => formatDay(info.getValue()) }),
    column.accessor('sessionSlot', { header: TEXT.slot }),
    column.accessor('familyMembers', { header: TEXT.members, cell: (info) => info.getValue().join(', ') }),
    column.accessor('email', { header: TEXT.email, cell: EmailCell }),
    column.accessor('phone', { header: TEXT.phone, cell: PhoneCell }),
    column.accessor('status', { header: TEXT.status, cell: statusCell(FAMILY_BOOKING_STATUS_LABELS) }),
    viewDetailsColumn(onView, (row) => row.familyMembers[0] ?? row.email),
  ];
}
