import { Box, Flex, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_DASHBOARD_SUMMARY as TEXT, adminAttendeesPath } from '@academy/content';
import { formatDay } from '../list/format';
import { SEAT_PARTS, seatShares, seatSplit } from './seat-split';
import type { DashboardSummaryData } from './use-dashboard-summary';

/** Each bar's colour; the legend shows the same. */
const COLOURS: Record<(typeof SEAT_PARTS)[number], string> = {
  paid: 'teal.700',
  held: 'orange.400',
  other: 'teal.300',
  free: 'gray.200',
};

/**
 * The seats of the next upcoming events, each a bar split into paid / held / otherwise taken / free, with
 * how many wait beside it. The bars are pictures: each event's figures are also written out for screen
 * readers.
 */
export function UpcomingSeats({ events }: { events: DashboardSummaryData['upcomingEvents'] }) {
  if (events.length === 0) return <Text color="gray.700">{TEXT.noUpcomingEvents}</Text>;
  return (
    <Stack gap="3">
      <SeatLegend />
      <Stack as="ul" listStyleType="none" gap="3">
        {events.map((event) => {
          const split = seatSplit(event);
          const shares = seatShares(split);
          return (
            <li key={event.id}>
              <Stack direction="row" justify="space-between" align="flex-end" gap="2" fontSize="sm" mb="1">
                <Box minW="0">
                  <Link asChild color="teal.800" display="block" truncate title={event.name}>
                    <RouterLink to={adminAttendeesPath(event.id)}>{event.name}</RouterLink>
                  </Link>
                  <Text color="gray.600" fontSize="xs">
                    {formatDay(event.date)}, {event.location}
                  </Text>
                </Box>
                <Box flexShrink="0" color="gray.700" textAlign="end">
                  <Text>{TEXT.seatsTaken(event.seatsTaken, event.seats)}</Text>
                  {split.waiting > 0 && <Text fontSize="xs">{TEXT.waiting(split.waiting)}</Text>}
                </Box>
              </Stack>
              <Flex h="2" rounded="full" overflow="hidden" aria-hidden="true">
                {SEAT_PARTS.map((part) => (
                  <Box key={part} h="full" bg={COLOURS[part]} style={{ width: `${shares[part]}%` }} />
                ))}
              </Flex>
              <Text srOnly>{TEXT.seatSplit(split)}</Text>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

function SeatLegend() {
  return (
    <List.Root
      aria-label={TEXT.seatLegend}
      display="flex"
      flexWrap="wrap"
      gap="3"
      listStyleType="none"
      fontSize="xs"
      color="gray.700"
    >
      {SEAT_PARTS.map((part) => (
        <List.Item key={part} display="flex" alignItems="center" gap="1">
          <Box w="3" h="3" rounded="sm" bg={COLOURS[part]} aria-hidden="true" />
          {TEXT.seatParts[part]}
        </List.Item>
      ))}
    </List.Root>
  );
}
