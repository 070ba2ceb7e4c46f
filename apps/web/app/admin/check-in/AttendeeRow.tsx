import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ADMIN_CHECK_IN } from '@academy/content';
import type { CheckInAttendee } from './check-in-attendee-fields';
import { checkInOn, fullName, timeOf, venueDay } from './door';

interface AttendeeRowProps {
  attendee: CheckInAttendee;
  day: string;
  today: string;
  /** A check-in of theirs kept on the phone, not yet sent. */
  waiting: boolean;
  busy: boolean;
  onCheckIn: () => void;
  onUndo: () => void;
}

/** One attendee at the door: their name, what stands out, and a large Check in (or the time and Undo). */
export function AttendeeRow({ attendee, day, today, waiting, busy, onCheckIn, onUndo }: AttendeeRowProps) {
  const name = fullName(attendee);
  const checkIn = checkInOn(attendee, day);
  return (
    <Flex
      as="li"
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      borderBottomWidth="1px"
      borderColor="gray.200"
      py="3"
    >
      <Stack gap="1" flex="1 1 12rem" minW="0">
        <Text fontSize="lg" fontWeight="semibold" color="gray.900">
          {name}
        </Text>
        <Flex gap="2" wrap="wrap" align="center">
          <Text color="gray.700" fontVariantNumeric="tabular-nums">
            {attendee.referenceCode}
          </Text>
          {attendee.cancelled && <Badge colorPalette="red">{ADMIN_CHECK_IN.cancelledBadge}</Badge>}
          {attendee.unpaid && <Badge colorPalette="orange">{ADMIN_CHECK_IN.unpaidBadge}</Badge>}
          {attendee.completion && <Badge colorPalette="green">{ADMIN_CHECK_IN.completedBadge}</Badge>}
        </Flex>
      </Stack>
      {checkIn ? (
        <Flex gap="2" align="center">
          <Text color="green.800" fontWeight="medium">
            {ADMIN_CHECK_IN.checkedIn(timeOf(checkIn.checkedInAt))}
          </Text>
          {venueDay(checkIn.checkedInAt) === today && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={ADMIN_CHECK_IN.undoName(name)}
              onClick={onUndo}
            >
              {ADMIN_CHECK_IN.undo}
            </Button>
          )}
        </Flex>
      ) : waiting ? (
        <Badge colorPalette="yellow" size="lg">
          {ADMIN_CHECK_IN.waitingBadge}
        </Badge>
      ) : (
        <Button
          size="xl"
          minW="9rem"
          colorPalette="teal"
          disabled={busy}
          aria-label={ADMIN_CHECK_IN.checkInName(name)}
          onClick={onCheckIn}
        >
          {ADMIN_CHECK_IN.checkIn}
        </Button>
      )}
    </Flex>
  );
}
