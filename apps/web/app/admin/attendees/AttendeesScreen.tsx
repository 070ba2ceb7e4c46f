import { useMemo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import {
  ADMIN_ALL_EVENTS_PATH,
  ADMIN_ATTENDEES,
  ADMIN_CHECK_IN,
  ADMIN_EVENTS,
  PROGRAMMES,
  adminCheckInPath,
} from '@academy/content';
import { ErrorPanel } from '../list/ErrorPanel';
import { LoadingState } from '../list/LoadingState';
import { eventDays } from '../list/format';
import { PROGRAMME_PARAM } from '../list/use-programme-choice';
import { RegistrationsPanel } from '../registrations/RegistrationsPanel';
import { TextLink } from '../table/TextLink';
import { useEventAttendance } from '../check-in/use-event-attendance';
import type { EventAttendanceColumns } from '../registrations/attendance-columns';
import { useAttendeeEvent } from './use-attendee-event';
import { CertificatesPanel } from './CertificatesPanel';
import { WaitingListPanel } from './WaitingListPanel';

/**
 * Who holds the seats of one calendar event (issue 13 §1.1), one click from its seats taken: the event
 * by name, days and place, and its registrations as every registrations list shows them.
 */
export function AttendeesScreen({ eventId }: { eventId: string }) {
  const { event, loading, error, refetch } = useAttendeeEvent(eventId);
  const { attendance } = useEventAttendance(eventId);
  const attendanceColumns = useMemo<EventAttendanceColumns | undefined>(
    () =>
      attendance && {
        days: attendance.days,
        byRegistration: new Map(attendance.attendees.map((attendee) => [attendee.registrationId, attendee])),
      },
    [attendance],
  );
  if (!event && loading) return <LoadingState label={ADMIN_ATTENDEES.loadingEvent} />;
  if (!event) {
    return (
      <Stack gap="5">
        <Text as="h1" fontSize="2xl" fontWeight="bold" color="teal.900">
          {ADMIN_ATTENDEES.notFound}
        </Text>
        <ErrorPanel summary={ADMIN_ATTENDEES.eventFailure} error={error} onRetry={refetch} />
      </Stack>
    );
  }
  const eventsOfProgramme = `${ADMIN_ALL_EVENTS_PATH}?${PROGRAMME_PARAM}=${event.programme}`;
  return (
    <RegistrationsPanel
      title={ADMIN_ATTENDEES.title(event.name)}
      programmes={[event.programme]}
      eventId={event.id}
      attendance={attendanceColumns}
      summary={
        <Stack gap="1" color="gray.800">
          <Text>
            {PROGRAMMES[event.programme]?.name} · {eventDays(event.date, event.endDate)}, {event.time} ·{' '}
            {event.location}
          </Text>
          <Text fontWeight="medium">{ADMIN_ATTENDEES.seatsTaken(event.seatsTaken, event.seats)}</Text>
          <Text>{ADMIN_EVENTS.seatBreakdown(event.seatBreakdown)}</Text>
          <TextLink to={adminCheckInPath(event.id)} alignSelf="flex-start">
            {ADMIN_CHECK_IN.openCheckIn}
          </TextLink>
          <TextLink to={eventsOfProgramme} alignSelf="flex-start">
            {ADMIN_ATTENDEES.backToEvents}
          </TextLink>
          <WaitingListPanel eventId={event.id} />
          <CertificatesPanel eventId={event.id} />
        </Stack>
      }
    />
  );
}
