import { Box, Text } from '@chakra-ui/react';
import { EVENT_CALENDAR_PAGE } from '@academy/content';
import { CalendarCards } from './CalendarCards';
import { CalendarTable } from './CalendarTable';
import { type CalendarSource, useCalendarEvents } from '../../components/calendar/use-calendar-events';

/**
 * The calendar's rows, prerendered as published and replaced by the live ones after hydration: cards
 * on phones, the table from md up. The live rows' query loads Apollo on demand (useCalendarEvents).
 */
export function EventCalendar() {
  const { rows, source } = useCalendarEvents();
  const live = source === 'live';
  return (
    <>
      {/* Stays mounted so screen readers announce a change of the seat information. */}
      <Box role="status" minH="6" mb="3">
        <SourceNotice source={source} />
      </Box>
      <Text hideBelow="md" hideFrom="lg" color="gray.600" fontSize="sm" mb="2">
        {EVENT_CALENDAR_PAGE.scrollHint}
      </Text>
      <CalendarCards rows={rows} live={live} />
      <CalendarTable rows={rows} live={live} />
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
