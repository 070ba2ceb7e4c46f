// The pieces of a calendar row that the table (CalendarTable) and the phone cards (CalendarCards) share.
import { Link, Stack, Text } from '@chakra-ui/react';
import { AVAILABILITY_LABEL, formatEventDate, placeName } from '@academy/content';
import { TypedText } from '../../components/calendar/TypedText';
import { PageLink } from '../../components/PageLink';
import { EventEnrolButton } from '../../components/calendar/EventEnrolButton';
import { WaitingListButton } from '../../components/waiting-list/WaitingListButton';
import type { CalendarRow } from '../../site-data/calendar-rows';
import { SEATS_LEFT_ATTRIBUTE, seatsLeftText } from './calendar-seats';

/** The event's name, leading to its programme page when it has one. */
export function EventName({ row }: { row: CalendarRow }) {
  if (!row.pageLink) return <TypedText text={row.name} />;
  return (
    <Link asChild color="teal.700" fontWeight="semibold">
      <PageLink to={row.pageLink}>
        <TypedText text={row.name} />
      </PageLink>
    </Link>
  );
}

/**
 * The seats left of an event a visitor could book, as rendered from the live calendar (the calendar's
 * island writes later counts in place). The build's rows only know the seats of an empty event, so they
 * show none (the place stays), and a closed or open-entry event has no seats to offer.
 */
export function SeatsLeft({ row, live }: { row: CalendarRow; live: boolean }) {
  if (row.availability !== 'OPEN' && row.availability !== 'FULL') return null;
  const full = row.seatsLeft === 0;
  return (
    <Text
      {...{ [SEATS_LEFT_ATTRIBUTE]: row.id }}
      color={full ? 'red.700' : 'teal.700'}
      fontSize="xs"
      fontWeight="medium"
    >
      {live && seatsLeftText(row.seatsLeft)}
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
          details={`${formatEventDate(row.date)}, ${placeName(row.location)}`}
          size={size}
        />
      </Stack>
    );
  }
  return <EventEnrolButton event={row} size={size} />;
}
