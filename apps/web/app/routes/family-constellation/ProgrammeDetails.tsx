import { Box, Text, chakra } from '@chakra-ui/react';
import { EVENT_CALENDAR_PAGE, FAMILY_CONSTELLATION_PROGRAMMES } from '@academy/content';
import { useCalendarEvents } from '../../components/calendar/use-calendar-events';
import { islandAttributes } from '../../components/island/island-attributes';
import { ProgrammesTable } from './ProgrammesTable';
import { type FamilyWorkshops, familyWorkshops } from './family-workshops';

/**
 * The Family Constellation workshops of the calendar the page is rendered from. On a page that ships no
 * React an island (islands/programme-details.ts), woken when the browser is idle, writes the seats taken
 * since into the rendered rows.
 */
export function ProgrammeDetails() {
  const { rows, today } = useCalendarEvents();
  const workshops = familyWorkshops(rows, today);
  return (
    <Box {...islandAttributes('programme-details', null, { wake: 'idle' })}>
      <ProgrammeDetailsView {...workshops} />
    </Box>
  );
}

/** Bookable first: the workshops to come lead, the past ones fold under "Past events". */
export function ProgrammeDetailsView({ upcoming, past }: FamilyWorkshops) {
  return (
    <>
      {upcoming.length > 0 ? (
        <ProgrammesTable rows={upcoming} caption={FAMILY_CONSTELLATION_PROGRAMMES.upcomingCaption} />
      ) : (
        <Text color="gray.700">{FAMILY_CONSTELLATION_PROGRAMMES.noUpcoming}</Text>
      )}
      {past.length > 0 && (
        <chakra.details mt="6">
          <chakra.summary cursor="pointer" fontWeight="semibold" color="teal.800" py="2">
            {EVENT_CALENDAR_PAGE.pastEvents} ({past.length})
          </chakra.summary>
          <ProgrammesTable rows={past} caption={FAMILY_CONSTELLATION_PROGRAMMES.pastCaption} />
        </chakra.details>
      )}
    </>
  );
}
