// The pieces of a calendar row that the table (CalendarTable) and the phone cards (CalendarCards) share.
import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AVAILABILITY_LABEL, EVENT_CALENDAR_PAGE, formatEventDate, seatsLeftLabel } from '@academy/content';
import { EventEnrolButton } from '../../components/calendar/EventEnrolButton';
import { WaitingListButton } from '../../components/waiting-list/WaitingListButton';
import type { CalendarRow } from '../../components/calendar/calendar-rows';

/** The event's name, leading to its programme page when it has one. */
export function EventName({ row }: { row: CalendarRow }) {
  if (!row.pageLink) return <>{row.name}</>;
  return (
    <Link asChild color="teal.700" fontWeight="semibold">
      <RouterLink to={row.pageLink}>{row.name}</RouterLink>
    </Link>
  );
}

/**
 * The live seats left of an event a visitor could book. Published rows only know the seats of an empty
 * event, and a closed or open-entry event has no seats to offer, so neither shows a count.
 */
export function SeatsLeft({ row, live }: { row: CalendarRow; live: boolean }) {
  if (!live || (row.availability !== 'OPEN' && row.availability !== 'FULL')) return null;
  const full = row.seatsLeft === 0;
  return (
    <Text color={full ? 'red.700' : 'teal.700'} fontSize="xs" fontWeight="medium">
      {full ? EVENT_CALENDAR_PAGE.fullyBooked : seatsLeftLabel(row.seatsLeft)}
    </Text>
  );
}

/**
 * Enroll Now for an event that takes enrolments; otherwise why it does not (full, closed, open entry),
 * and on a full one its waiting list.
 */
export function EventAction({ row, size }: { row: CalendarRow; size: 'sm' | 'lg' }) {
  if (!row.enrollable) {
    const label = (
      <Text color="gray.700" fontWeight={size === 'lg' ? 'semibold' : undefined}>
        {AVAILABILITY_LABEL[row.availability]}
      </Text>
    );
    if (row.availability !== 'FULL') return label;
    return (
      <Stack gap="2" align={size === 'lg' ? 'stretch' : 'flex-start'}>
        {label}
        <WaitingListButton
          kind="EVENT"
          id={row.id}
          title={row.name}
          details={`${formatEventDate(row.date)}, ${row.location}`}
          size={size}
        />
      </Stack>
    );
  }
  return <EventEnrolButton event={row} size={size} />;
}
