import { Box, Text, chakra } from '@chakra-ui/react';
import { EVENT_CALENDAR_PAGE, FAMILY_CONSTELLATION_PROGRAMMES } from '@academy/content';
import { useCalendarEvents } from '../../components/calendar/use-calendar-events';
import { islandAttributes } from '../../islands/island-attributes';
import { ProgrammesTable } from './ProgrammesTable';
import { type FamilyWorkshops, familyWorkshops } from './family-workshops';

/**
 * The Family Constellation workshops of the calendar: the published rows as the page was built, then
 * the live ones (seats, dates staff changed, workshops added). On a page that ships no React they are
 * an island (islands/programme-details.ts), woken when the browser is idle, which is told the rows the
 * page was built with.
 */
export function ProgrammeDetails() {
  const { rows, today } = useCalendarEvents();
  const workshops = familyWorkshops(rows, today);
  return (
    <Box {...islandAttributes<FamilyWorkshops>('programme-details', workshops, { wake: 'idle' })}>
      <ProgrammeDetailsView {...workshops} />
    </Box>
  );
}

/**
 * Bookable first: the workshops to come lead, the past ones fold under "Past events". `pastOpen`: the
 * fold was opened on the built page that this replaces.
 */
export function ProgrammeDetailsView({ upcoming, past, pastOpen }: FamilyWorkshops & { pastOpen?: boolean }) {
  return (
    <>
      {upcoming.length > 0 ? (
        <ProgrammesTable rows={upcoming} caption={FAMILY_CONSTELLATION_PROGRAMMES.upcomingCaption} />
      ) : (
        <Text color="gray.700">{FAMILY_CONSTELLATION_PROGRAMMES.noUpcoming}</Text>
      )}
      {past.length > 0 && (
        <chakra.details mt="6" open={pastOpen}>
          <chakra.summary cursor="pointer" fontWeight="semibold" color="teal.800" py="2">
            {EVENT_CALENDAR_PAGE.pastEvents} ({past.length})
          </chakra.summary>
          <ProgrammesTable rows={past} caption={FAMILY_CONSTELLATION_PROGRAMMES.pastCaption} />
        </chakra.details>
      )}
    </>
  );
}
