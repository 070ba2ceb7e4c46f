import { useState } from 'react';
import { Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ADMIN_CHECK_IN, adminAttendeesPath, formatEventDate } from '@academy/content';
import { ErrorPanel } from '../list/ErrorPanel';
import { LoadingState } from '../list/LoadingState';
import { describeActionFailure } from '../list/describe-failure';
import { TextLink } from '../table/TextLink';
import { AttendeeRow } from './AttendeeRow';
import { CodeForm } from './CodeForm';
import { DoorFeedback, type Feedback } from './DoorFeedback';
import { Scanner } from './Scanner';
import { dayCount, fullName, matching, registrationIdOfCode } from './door';
import { signal } from './camera';
import { type CheckInAnswer, type CheckInRequest, useCheckIn } from './use-check-in';
import { type EventAttendanceData, useEventAttendance } from './use-event-attendance';
import { type SendOutcome, useOfflineCheckIns } from './use-offline-check-ins';
import { useUndoCheckIn } from './use-undo-check-in';

/** /admin/events/{id}/check-in: the door of one event, for a phone held in one hand. */
export function CheckInScreen({ eventId }: { eventId: string }) {
  const { attendance, loading, error, refetch } = useEventAttendance(eventId);
  if (!attendance && loading) return <LoadingState label={ADMIN_CHECK_IN.loading} />;
  if (!attendance) {
    return (
      <Stack gap="5">
        <Text as="h1" fontSize="2xl" fontWeight="bold" color="teal.900">
          {ADMIN_CHECK_IN.notFound}
        </Text>
        <ErrorPanel summary={ADMIN_CHECK_IN.failure} error={error} onRetry={refetch} />
      </Stack>
    );
  }
  return <Door attendance={attendance} />;
}

/** No answer at all: the phone is offline, or the venue's network dropped the request. */
const unreachable = (error: unknown) =>
  error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);

function Door({ attendance }: { attendance: EventAttendanceData }) {
  const { eventId, days, today, attendees } = attendance;
  const checkIn = useCheckIn();
  const undo = useUndoCheckIn();
  const [day, setDay] = useState(() => (days.includes(today) ? today : days[0]));
  const [search, setSearch] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map(attendees.map((attendee) => [attendee.registrationId, attendee]));

  const report = (answer: CheckInAnswer, request: CheckInRequest) => {
    const name = fullName(answer.attendee);
    const checkedIn = answer.outcome === 'CHECKED_IN';
    signal(checkedIn);
    if (answer.outcome === 'REFUSED') {
      const letIn = () =>
        void act({
          ...request,
          code: undefined,
          registrationId: answer.attendee.registrationId,
          admitAnyway: true,
        });
      setFeedback({ tone: 'error', name, text: answer.message, letIn });
    } else setFeedback({ tone: checkedIn ? 'success' : 'warning', name, text: answer.message });
  };

  const send = async (request: CheckInRequest): Promise<SendOutcome> => {
    try {
      report(await checkIn(request), request);
    } catch (error) {
      if (unreachable(error)) return 'offline';
      const { message, fieldErrors } = describeActionFailure(error);
      signal(false);
      setFeedback({
        tone: 'error',
        text: fieldErrors.code ?? fieldErrors.day ?? fieldErrors.registrationId ?? message,
      });
    }
    return 'sent';
  };

  const offline = useOfflineCheckIns(eventId, ({ day: queuedDay, code, registrationId, scannedAt }) =>
    send({ eventId, day: queuedDay, code, registrationId, scannedAt }),
  );

  const keepOffline = async ({ code, registrationId }: CheckInRequest) => {
    await offline.keep({ eventId, day, code, registrationId });
    const attendee = byId.get(registrationId ?? registrationIdOfCode(code ?? '') ?? '');
    signal(true);
    setFeedback(
      attendee
        ? { tone: 'warning', name: fullName(attendee), text: ADMIN_CHECK_IN.savedOffline }
        : { tone: 'warning', text: ADMIN_CHECK_IN.codeOffline },
    );
  };

  async function act(request: CheckInRequest) {
    if (!offline.online) return keepOffline(request);
    setBusy(true);
    try {
      if ((await send(request)) === 'offline') await keepOffline(request);
    } finally {
      setBusy(false);
    }
  }

  const undoCheckIn = async (registrationId: string) => {
    setBusy(true);
    try {
      await undo(registrationId, day);
      setFeedback(null);
    } catch (error) {
      setFeedback({ tone: 'error', text: describeActionFailure(error).message });
    } finally {
      setBusy(false);
    }
  };

  const waiting = new Set(
    offline.queued
      .filter((entry) => entry.day === day)
      .flatMap((entry) => entry.registrationId ?? registrationIdOfCode(entry.code ?? '') ?? []),
  );
  const count = dayCount(attendees, day, waiting);
  const shown = matching(attendees, search);
  return (
    <Stack gap="4" maxW="40rem">
      <Stack gap="1">
        <Text as="h1" fontSize="2xl" fontWeight="bold" color="teal.900">
          {ADMIN_CHECK_IN.title(attendance.eventName)}
        </Text>
        <TextLink to={adminAttendeesPath(eventId)} alignSelf="flex-start">
          {ADMIN_CHECK_IN.backToAttendees}
        </TextLink>
      </Stack>
      {days.length > 1 && (
        <Field.Root>
          <Field.Label>{ADMIN_CHECK_IN.day}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field name="day" value={day} onChange={(event) => setDay(event.target.value)}>
              {days.map((option, index) => (
                <option key={option} value={option}>
                  {ADMIN_CHECK_IN.dayOption(index + 1, formatEventDate(option))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Text fontSize="xl" fontWeight="semibold" data-testid="check-in-count">
        {ADMIN_CHECK_IN.count(count.checkedIn, count.total)}
      </Text>
      {!offline.online && (
        <Text role="status" bg="yellow.100" color="yellow.950" p="3" rounded="md">
          {ADMIN_CHECK_IN.offline}
        </Text>
      )}
      {offline.queued.length > 0 && (
        <Text fontWeight="medium" color="yellow.950">
          {ADMIN_CHECK_IN.waiting(offline.queued.length)}
        </Text>
      )}
      <DoorFeedback feedback={feedback} />
      <Scanner onCode={(code) => void act({ eventId, day, code })} />
      <CodeForm onCode={(code) => void act({ eventId, day, code })} />
      <Field.Root>
        <Field.Label>{ADMIN_CHECK_IN.search}</Field.Label>
        <Input type="search" size="lg" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field.Root>
      {attendees.length === 0 ? (
        <Text color="gray.700">{ADMIN_CHECK_IN.empty}</Text>
      ) : shown.length === 0 ? (
        <Text color="gray.700">{ADMIN_CHECK_IN.noMatch}</Text>
      ) : (
        <Stack
          as="ul"
          gap="0"
          listStyleType="none"
          aria-label={ADMIN_CHECK_IN.count(count.checkedIn, count.total)}
        >
          {shown.map((attendee) => (
            <AttendeeRow
              key={attendee.id}
              attendee={attendee}
              day={day}
              today={today}
              waiting={waiting.has(attendee.registrationId)}
              busy={busy}
              onCheckIn={() => void act({ eventId, day, registrationId: attendee.registrationId })}
              onUndo={() => void undoCheckIn(attendee.registrationId)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
