import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { pageMeta } from '../../seo';
import { CalendarTable } from './CalendarTable';
import { type CalendarSource, useCalendarRows } from './use-calendar-rows';

export const meta = () =>
  pageMeta(
    'Event Calendar',
    'Upcoming practitioner days, workshops and talks in the UAE and online: dates, trainers, seats left and fees.',
  );

export default function PractitionerRoute() {
  const { rows, source } = useCalendarRows();
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="3" mb={{ base: '6', md: '8' }} maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900">
          Event Calendar
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
          Practitioner days, workshops and open talks across the UAE and online. Every event is kept to ten
          participants so that each person practises with the trainer&apos;s full attention. Choose an event
          to read about its programme, or enrol directly from the table.
        </Text>
      </Stack>

      {/* Stays mounted so screen readers announce each change of the seat information. */}
      <Box role="status" minH="6" mb="3">
        <SourceNotice source={source} />
      </Box>
      <Text hideFrom="md" color="gray.600" fontSize="sm" mb="2">
        Swipe the table sideways to see every column.
      </Text>
      <CalendarTable rows={rows} live={source === 'live'} />
    </Box>
  );
}

function SourceNotice({ source }: { source: CalendarSource }) {
  switch (source) {
    case 'published':
      return null;
    case 'loading':
      return (
        <Text color="gray.600" fontSize="sm">
          Checking the seats left…
        </Text>
      );
    case 'live':
      return (
        <Text color="gray.600" fontSize="sm">
          Seats left are up to date.
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
          We could not check the seats left just now, so the published schedule is shown. Please reload the
          page to try again.
        </Text>
      );
  }
}
