import { useCallback, useState } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { FAMILY_SESSIONS_TEXT, FAMILY_SESSION_CARD_TEXT, formatEventDate, placeName } from '@academy/content';
import { TypedText } from '../../components/calendar/TypedText';
import { PageLink } from '../../components/PageLink';
import { WaitingListButton } from '../../components/waiting-list/WaitingListButton';
import { FamilyBookingModal } from './FamilyBookingModal';
import { timeZoneName } from './session-time';
import { type FamilySessionView, type FirstSessions, useFamilySessions } from './use-family-sessions';

/**
 * The upcoming family sessions with their seats left, each with a button opening its booking modal, or
 * on a full one the waiting list's.
 * Loaded once the page is interactive (FamilySessionsSection), or by the section's island on a page that
 * ships no React, which gives it the sessions it asked for (`first`).
 */
export default function FamilySessionList({ first }: { first?: FirstSessions }) {
  const { sessions, status, refresh } = useFamilySessions(first);
  const [booking, setBooking] = useState<FamilySessionView | null>(null);
  const close = useCallback(() => setBooking(null), []);
  return (
    <>
      {/* A live region, so the list's arrival, absence or failure is announced. */}
      <Box role="status" textAlign="center" color="gray.700">
        {status === 'loading' && <Text>{FAMILY_SESSIONS_TEXT.loading}</Text>}
        {status === 'failed' && <Text>{FAMILY_SESSIONS_TEXT.failed}</Text>}
        {status === 'ready' && sessions.length === 0 && <Text>{FAMILY_SESSIONS_TEXT.empty}</Text>}
      </Box>
      {status === 'failed' && (
        <Box textAlign="center">
          <Button variant="outline" colorPalette="teal" onClick={refresh}>
            {FAMILY_SESSION_CARD_TEXT.retry}
          </Button>
        </Box>
      )}
      {status !== 'loading' && sessions.length === 0 && <ContactPrompt />}
      {sessions.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
          {sessions.map((session) => (
            <SessionCard key={session.id} session={session} onBook={() => setBooking(session)} />
          ))}
        </SimpleGrid>
      )}
      {booking && <FamilyBookingModal session={booking} onClose={close} onSessionsChanged={refresh} />}
    </>
  );
}

/** Where no session can be booked: a way to hear of the next one. */
export function ContactPrompt() {
  return (
    <Text textAlign="center" color="gray.700">
      <chakra.a asChild color="teal.700" textDecoration="underline">
        <PageLink to="/contact-us">{FAMILY_SESSIONS_TEXT.contactPrompt}</PageLink>
      </chakra.a>{' '}
      {FAMILY_SESSIONS_TEXT.contactAfter}
    </Text>
  );
}

function SessionCard({ session, onBook }: { session: FamilySessionView; onBook: () => void }) {
  const date = formatEventDate(session.date);
  return (
    <Stack
      as="li"
      gap="3"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p="5"
      justify="space-between"
    >
      <Stack gap="1">
        <Heading as="h3" size="md" color="teal.900">
          <TypedText text={placeName(session.venue)} />
        </Heading>
        <Text fontWeight="semibold" color="gray.900">
          {date}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {session.timeSlots.join(' · ')} ({timeZoneName(session.timeZone, session.date)})
        </Text>
        <Text fontSize="sm" fontWeight="medium" color={session.enrollable ? 'teal.700' : 'red.700'}>
          {session.enrollable
            ? FAMILY_SESSION_CARD_TEXT.seatsLeft(session.seatsLeft, session.seats)
            : FAMILY_SESSION_CARD_TEXT.fullyBooked}
        </Text>
      </Stack>
      {session.availability === 'FULL' && (
        <WaitingListButton
          kind="FAMILY_SESSION"
          id={session.id}
          title={FAMILY_SESSIONS_TEXT.sessionName(session.venue)}
          details={date}
          size="lg"
        />
      )}
      {session.enrollable && (
        <Button
          colorPalette="teal"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          aria-label={`${FAMILY_SESSIONS_TEXT.bookingHeading}: ${placeName(session.venue)}, ${date}`}
          onClick={onBook}
        >
          {FAMILY_SESSIONS_TEXT.bookingHeading}
        </Button>
      )}
    </Stack>
  );
}
