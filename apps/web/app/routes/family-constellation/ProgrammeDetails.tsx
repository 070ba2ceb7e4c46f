import { Text, chakra } from '@chakra-ui/react';
import { EVENT_CALENDAR_PAGE, FAMILY_CONSTELLATION_PROGRAMMES, programmeRow } from '@academy/content';
import { splitByDate } from '../../components/calendar/calendar-view';
import { useCalendarEvents } from '../../components/calendar/use-calendar-events';
import { ProgrammesTable } from './ProgrammesTable';

/**
 * The Family Constellation workshops of the calendar: the published rows as the page was built, then
 * the live ones (seats, dates staff changed, workshops added) once the page is interactive. Bookable
 * first: the workshops to come lead, the past ones fold under "Past events".
 */
export function ProgrammeDetails() {
  const { rows, today } = useCalendarEvents();
  const { upcoming, past } = splitByDate(
    rows.filter((row) => row.programme === 'FAMILY_CONSTELLATION'),
    today,
  );
  return (
    <>
      {upcoming.length > 0 ? (
        <ProgrammesTable
          rows={upcoming.map(programmeRow)}
          caption={FAMILY_CONSTELLATION_PROGRAMMES.upcomingCaption}
        />
      ) : (
        <Text color="gray.700">{FAMILY_CONSTELLATION_PROGRAMMES.noUpcoming}</Text>
      )}
      {past.length > 0 && (
        <chakra.details mt="6">
          <chakra.summary cursor="pointer" fontWeight="semibold" color="teal.800" py="2">
            {EVENT_CALENDAR_PAGE.pastEvents} ({past.length})
          </chakra.summary>
          <ProgrammesTable
            rows={past.map(programmeRow)}
            caption={FAMILY_CONSTELLATION_PROGRAMMES.pastCaption}
          />
        </chakra.details>
      )}
    </>
  );
}
