import { useState } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { EVENT_CALENDAR_PAGE } from '@academy/content';
import { CalendarCards } from './CalendarCards';
import { CalendarFilterBar } from './CalendarFilterBar';
import { type CalendarPresentationProps, CalendarTable } from './CalendarTable';
import {
  NO_FILTERS,
  filterOptions,
  matchesFilters,
  splitByDate,
} from '../../components/calendar/calendar-view';
import { type CalendarSource, useCalendarEvents } from '../../components/calendar/use-calendar-events';
import { islandAttributes } from '../../components/island/island-attributes';
import { carryCalendar } from '../../site-data/site-data';
import { CALENDAR_STATUS_ATTRIBUTE } from './calendar-seats';
import type { CalendarState } from './live-calendar';

/**
 * The calendar's rows as the page is rendered from them (the server's live calendar): cards on phones,
 * the table from md up. On a page that ships no React the calendar is two islands: one woken when the
 * browser is idle (islands/calendar-seats.ts) asks for the seats taken since and writes them in place
 * without React; the calendar itself is hydrated when the visitor turns to it (islands/event-calendar.tsx).
 * After a client navigation the live rows are asked for with a plain fetch (useCalendarEvents).
 */
export function EventCalendar() {
  // Its islands start from the rendered rows (islands/calendar-seats.ts, islands/event-calendar.tsx).
  carryCalendar();
  const calendar = useCalendarEvents();
  return (
    <Box {...islandAttributes('calendar-seats', null, { wake: 'idle' })}>
      <Box {...islandAttributes('event-calendar', null, { wake: 'focus' })}>
        <EventCalendarView {...calendar} />
      </Box>
    </Box>
  );
}

/** Bookable first: upcoming events lead, past ones fold under "Past events"; filters narrow both. */
export function EventCalendarView({ rows, source, today }: CalendarState) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const live = source === 'live';
  const { upcoming, past } = splitByDate(
    rows.filter((row) => matchesFilters(row, filters)),
    today,
  );
  return (
    <>
      {/* Stays mounted so screen readers announce a change of the seat information. */}
      <Box role="status" minH="6" mb="3" {...{ [CALENDAR_STATUS_ATTRIBUTE]: '' }}>
        <SourceNotice source={source} />
      </Box>
      <Text hideBelow="md" hideFrom="lg" color="gray.600" fontSize="sm" mb="2">
        {EVENT_CALENDAR_PAGE.scrollHint}
      </Text>
      <CalendarFilterBar filters={filters} options={filterOptions(rows)} onChange={setFilters} />
      <EventRows rows={upcoming} live={live} name={EVENT_CALENDAR_PAGE.upcomingName} upcoming />
      {upcoming.length === 0 && <Text color="gray.700">{EVENT_CALENDAR_PAGE.noUpcoming}</Text>}
      {past.length > 0 && (
        <chakra.details mt="8">
          <chakra.summary cursor="pointer" fontWeight="semibold" color="teal.800" fontSize="lg" py="2">
            {EVENT_CALENDAR_PAGE.pastEvents} ({past.length})
          </chakra.summary>
          <EventRows rows={past} live={live} name={EVENT_CALENDAR_PAGE.pastEvents} upcoming={false} />
        </chakra.details>
      )}
    </>
  );
}

function EventRows(props: CalendarPresentationProps) {
  if (props.rows.length === 0) return null;
  return (
    <>
      <CalendarCards {...props} />
      <CalendarTable {...props} />
    </>
  );
}

/** Says only what a visitor needs: that seats are being checked, or that they could not be. */
function SourceNotice({ source }: { source: CalendarSource }) {
  switch (source) {
    case 'published':
    case 'live':
      return null;
    case 'loading':
      return (
        <Text color="gray.600" fontSize="sm">
          {EVENT_CALENDAR_PAGE.checkingSeats}
        </Text>
      );
    case 'failed':
      return (
        <Text
          color="orange.800"
          bg="orange.50"
          borderWidth="1px"
          borderColor="orange.200"
          borderRadius="md"
          px="3"
          py="2"
          fontSize="sm"
        >
          {EVENT_CALENDAR_PAGE.seatsUnavailable}
        </Text>
      );
  }
}
