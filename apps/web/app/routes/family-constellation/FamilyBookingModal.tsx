import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { FAMILY_SESSIONS_TEXT, FORM_FOOTER_TEXT, WAITING_LIST, formatEventDate } from '@academy/content';
import { AddToCalendar } from '../../components/calendar/AddToCalendar';
import type { SeatClaim } from '../../components/enrolment/enrolment-target';
import { FormModal } from '../../components/overlay/FormModal';
import { FamilyBookingForm } from './FamilyBookingForm';
import type { FamilyBookingReceipt } from './use-book-family-session';
import type { FamilySessionView } from './use-family-sessions';

interface FamilyBookingModalProps {
  session: FamilySessionView;
  /** A waiting-list claim link's offer: a seat held in the session and who it is held for. */
  claim?: SeatClaim;
  onClose: () => void;
  /** The session's seats changed (booked, or found full): the list asks again. */
  onSessionsChanged: () => void;
}

/** 'Book Your Family Session' (SPEC.md 2.11): the form, then the server's confirmation in its place. */
export function FamilyBookingModal({ session, claim, onClose, onSessionsChanged }: FamilyBookingModalProps) {
  const [receipt, setReceipt] = useState<FamilyBookingReceipt | null>(null);
  return (
    <FormModal
      open
      onClose={onClose}
      title={claim ? WAITING_LIST.claimHeading : FAMILY_SESSIONS_TEXT.bookingHeading}
      details={`${session.venue} · ${formatEventDate(session.date)}`}
      width="40rem"
    >
      {receipt ? (
        <BookingConfirmation receipt={receipt} onClose={onClose} />
      ) : (
        <FamilyBookingForm
          session={session}
          claim={claim}
          onBooked={(booked) => {
            setReceipt(booked);
            onSessionsChanged();
          }}
          onConflict={onSessionsChanged}
          onCancel={onClose}
        />
      )}
    </FormModal>
  );
}

function BookingConfirmation({ receipt, onClose }: { receipt: FamilyBookingReceipt; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // The submit button that had focus is gone; the confirmation takes it, so it is read out.
  useEffect(() => ref.current?.focus(), []);
  const { sessionSlot, familyMembers } = receipt.booking;
  return (
    <Stack gap="4" align="flex-start">
      <Box ref={ref} tabIndex={-1} role="status" outline="none">
        <Text fontSize="lg" fontWeight="semibold" color="teal.900">
          {receipt.message}
        </Text>
        <Text mt="2" color="gray.700">
          {sessionSlot} · {familyMembers.join(', ')}
        </Text>
      </Box>
      <AddToCalendar links={receipt.addToCalendar} />
      <Button colorPalette="teal" onClick={onClose}>
        {FORM_FOOTER_TEXT.close}
      </Button>
    </Stack>
  );
}
