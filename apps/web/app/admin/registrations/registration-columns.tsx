import { chakra } from '@chakra-ui/react';
import { type CellContext, createColumnHelper } from '@tanstack/react-table';
import {
  ADMIN_REGISTRATIONS,
  PAYMENT_STATUS_LABELS,
  PROGRAMMES,
  REGISTRATION_STATUS_LABELS,
} from '@academy/content';
import { eventDays, formatDateTime } from '../list/format';
import { DateTimeCell, statusCell, viewDetailsColumn } from '../table/cells';
import { EmailCell, PhoneCell } from '../table/ContactLinks';
import { type EventAttendanceColumns, attendanceColumns } from './attendance-columns';
import type { RegistrationRow } from './use-registrations-page';

const column = createColumnHelper<RegistrationRow>();
const TEXT = ADMIN_REGISTRATIONS.columns;

/**
 * The workshop as staff know it: its event's name, days and place. Without an event (the next available
 * intake) the registrant's own choice, as stored.
 */
export function workshopOf(row: Pick<RegistrationRow, 'city' | 'event'>): string {
  const { event } = row;
  if (!event) return row.city;
  return `${event.name}, ${eventDays(event.date, event.endDate)}, ${event.location}`;
}

/**
 * Until when the row's seat is held unpaid and unconfirmed: its deadline, 'none' for such a seat
 * without one (a free event), or null when no seat is held that way (confirmed, paid, expired, none).
 */
export function seatHoldOf(
  row: Pick<RegistrationRow, 'status' | 'paymentStatus' | 'event' | 'holdUntil'>,
): string | 'none' | null {
  if (row.status !== 'PENDING' || row.paymentStatus !== 'UNPAID' || !row.event) return null;
  return row.holdUntil ?? 'none';
}

/** Days on one line in the table; a phone's narrow cards may wrap them. */
const ONE_LINE = { base: 'normal', md: 'nowrap' } as const;

/** The workshop, its days on one line. */
function WorkshopCell({ row: { original } }: CellContext<RegistrationRow, string>) {
  const { event } = original;
  if (!event) return original.city;
  return (
    <>
      {event.name}, <chakra.span whiteSpace={ONE_LINE}>{eventDays(event.date, event.endDate)}</chakra.span>,{' '}
      {event.location}
    </>
  );
}

function SeatHoldCell(info: CellContext<RegistrationRow, string | null>) {
  const hold = info.getValue();
  if (hold === null) return null;
  if (hold === 'none') return ADMIN_REGISTRATIONS.noDeadline;
  return <time dateTime={hold}>{formatDateTime(hold)}</time>;
}

/**
 * The registrations table of SPEC.md 2.15, with status and payment beside the name; every column but
 * Programme, Payment and Actions sorts on the server.
 * A list of several programmes says each row's; an event's attendee list, each day's check-in and completion.
 */
export function registrationColumns(
  onView: (row: RegistrationRow) => void,
  {
    withProgramme = false,
    attendance,
  }: { withProgramme?: boolean; attendance?: EventAttendanceColumns } = {},
) {
  return [
    column.accessor((row) => `${row.firstName} ${row.lastName}`, { id: 'name', header: TEXT.name }),
    // Beside the name, so a laptop shows them whatever the width of the contact columns.
    column.accessor('status', { header: TEXT.status, cell: statusCell(REGISTRATION_STATUS_LABELS) }),
    column.accessor('paymentStatus', {
      header: TEXT.payment,
      enableSorting: false,
      cell: statusCell(PAYMENT_STATUS_LABELS),
    }),
    column.accessor('email', { header: TEXT.email, cell: EmailCell }),
    ...(withProgramme
      ? [
          column.accessor((row) => PROGRAMMES[row.programme]?.name ?? row.programme, {
            id: 'programme',
            header: TEXT.programme,
            enableSorting: false,
          }),
        ]
      : []),
    column.accessor(workshopOf, {
      id: 'city',
      header: TEXT.city,
      meta: { minW: '10rem' },
      cell: WorkshopCell,
    }),
    column.accessor('levelName', {
      header: TEXT.level,
      meta: { minW: '12rem', card: false, defaultHidden: true },
    }),
    column.accessor('mobileNo', { header: TEXT.mobile, cell: PhoneCell }),
    column.accessor('createdAt', { header: TEXT.createdAt, meta: { card: false }, cell: DateTimeCell }),
    // Sorted by the server on the deadline; the seats staff may release are the rows with one.
    column.accessor(seatHoldOf, {
      id: 'holdUntil',
      header: TEXT.holdUntil,
      cell: SeatHoldCell,
    }),
    ...(attendance ? attendanceColumns(attendance) : []),
    viewDetailsColumn(onView, (row) => `${row.firstName} ${row.lastName}`),
  ];
}
