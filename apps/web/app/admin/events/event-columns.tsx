import { chakra } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  ADMIN_ATTENDEES,
  ADMIN_EVENTS,
  ADMIN_FAMILY_SESSIONS,
  ADMIN_LIST,
  EVENT_AVAILABILITY_LABELS,
  PROGRAMMES,
  adminAttendeesPath,
  adminSessionBookingsPath,
} from '@academy/content';
import { eventDays, formatDay } from '../list/format';
import { statusCell } from '../table/cells';
import { ACTIONS_COLUMN } from '../table/DataTable';
import { TextLink } from '../table/TextLink';
import { type RowActionHandlers, RowActions } from './RowActions';
import type { CalendarEventRow, FamilySessionRow } from './event-form';

/** Days on one line in the table; a phone's narrow cards may wrap them. */
const ONE_LINE = { base: 'normal', md: 'nowrap' } as const;

const availabilityCell = statusCell(EVENT_AVAILABILITY_LABELS);

const event = createColumnHelper<CalendarEventRow>();
const EVENT = ADMIN_EVENTS.columns;

/**
 * The event manager's table: what visitors see of each event, its seats (a link to who holds them) and
 * availability. A manager of several programmes says each event's.
 */
export function eventColumns(
  handlers: RowActionHandlers<CalendarEventRow>,
  { withProgramme = false }: { withProgramme?: boolean } = {},
) {
  return [
    event.accessor('name', { header: EVENT.name }),
    ...(withProgramme
      ? [
          event.accessor((row) => PROGRAMMES[row.programme]?.name ?? row.programme, {
            id: 'programme',
            header: EVENT.programme,
          }),
        ]
      : []),
    event.accessor('date', {
      header: EVENT.date,
      // The days on one line; the time may wrap under them.
      cell: ({ row }) => (
        <>
          <chakra.span whiteSpace={ONE_LINE}>
            {eventDays(row.original.date, row.original.endDate)}
          </chakra.span>
          , {row.original.time}
        </>
      ),
    }),
    // Shown with the column chooser, as in the registrations: the name says the level, and a laptop
    // then shows availability and actions without scrolling.
    event.accessor('level', { header: EVENT.level, meta: { defaultHidden: true } }),
    event.accessor('location', { header: EVENT.location }),
    event.accessor('seatsTaken', {
      header: EVENT.seats,
      cell: ({ row: { original } }) => (
        <TextLink
          to={adminAttendeesPath(original.id)}
          aria-label={ADMIN_ATTENDEES.seatsLink(original.seatsTaken, original.seats, original.name)}
        >
          {original.seatsTaken} / {original.seats}
        </TextLink>
      ),
    }),
    event.accessor('seatBreakdown', {
      header: EVENT.seatBreakdown,
      cell: ({ getValue }) => ADMIN_EVENTS.seatBreakdown(getValue()),
    }),
    event.accessor('price', { header: EVENT.price }),
    event.accessor('availability', { header: EVENT.availability, cell: availabilityCell }),
    event.display({
      id: ACTIONS_COLUMN,
      header: ADMIN_LIST.actions,
      cell: ({ row }) => (
        <RowActions row={row.original} name={row.original.name} isOpen={row.original.isOpen} {...handlers} />
      ),
    }),
  ];
}

const session = createColumnHelper<FamilySessionRow>();

/** How a session is named to the admin: where and when. */
export const familySessionName = (row: FamilySessionRow) => `${row.venue}, ${formatDay(row.date)}`;
const SESSION = ADMIN_FAMILY_SESSIONS.columns;

/** The family sessions' table; the seats taken link to the session's bookings, then how many wait. */
export function familySessionColumns(handlers: RowActionHandlers<FamilySessionRow>) {
  return [
    session.accessor('venue', { header: SESSION.venue }),
    session.accessor('date', {
      header: SESSION.date,
      cell: (info) => <chakra.span whiteSpace={ONE_LINE}>{formatDay(info.getValue())}</chakra.span>,
    }),
    session.accessor('timeSlots', { header: SESSION.timeSlots, cell: (info) => info.getValue().join(', ') }),
    session.accessor('seatsTaken', {
      header: SESSION.seats,
      cell: ({ row: { original } }) => (
        <TextLink
          to={adminSessionBookingsPath(original.id)}
          aria-label={ADMIN_FAMILY_SESSIONS.seatsLink(
            original.seatsTaken,
            original.seats,
            familySessionName(original),
          )}
        >
          {original.seatsTaken} / {original.seats}
        </TextLink>
      ),
    }),
    session.accessor('waiting', {
      header: SESSION.waiting,
      cell: ({ getValue }) => (getValue() > 0 ? ADMIN_EVENTS.waiting(getValue()) : ''),
    }),
    session.accessor('availability', { header: SESSION.availability, cell: availabilityCell }),
    session.display({
      id: ACTIONS_COLUMN,
      header: ADMIN_LIST.actions,
      cell: ({ row }) => (
        <RowActions
          row={row.original}
          name={familySessionName(row.original)}
          isOpen={row.original.isOpen}
          {...handlers}
        />
      ),
    }),
  ];
}
