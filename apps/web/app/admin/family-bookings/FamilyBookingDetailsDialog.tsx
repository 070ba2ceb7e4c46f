import { useState } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import {
  ADMIN_ERASE,
  ADMIN_FAMILY_BOOKINGS,
  ADMIN_REGISTRATION_DETAILS,
  FAMILY_BOOKING_STATUS_LABELS,
} from '@academy/content';
import { DetailSection } from '../details/DetailSection';
import { DetailsDialog } from '../details/DetailsDialog';
import { EraseAction } from '../details/EraseAction';
import { HistoryList } from '../details/HistoryList';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import { formatDateTime, formatDay } from '../list/format';
import { EmailLink, PhoneLink } from '../table/ContactLinks';
import { useCancelFamilyBooking } from './use-cancel-family-booking';
import { useEraseFamilyBooking } from './use-erase-family-booking';
import type { FamilyBookingRow } from './use-family-bookings';

const COLUMN = ADMIN_FAMILY_BOOKINGS.columns;

/** A family booking: its session and family, cancelling (seats back to the session), history, erasure. */
export function FamilyBookingDetailsDialog({
  booking,
  onClose,
}: {
  booking: FamilyBookingRow;
  onClose: () => void;
}) {
  const { erase, erasing } = useEraseFamilyBooking();
  return (
    <DetailsDialog title={ADMIN_FAMILY_BOOKINGS.detailsTitle} onClose={onClose}>
      <CancelBooking booking={booking} />
      <DetailSection
        title={ADMIN_FAMILY_BOOKINGS.bookingSection}
        items={[
          { label: COLUMN.venue, value: booking.sessionVenue },
          { label: COLUMN.date, value: formatDay(booking.sessionDate) },
          { label: COLUMN.slot, value: booking.sessionSlot },
          { label: COLUMN.members, value: booking.familyMembers.join('\n') },
          { label: COLUMN.email, value: <EmailLink address={booking.email} /> },
          { label: COLUMN.phone, value: <PhoneLink number={booking.phone} /> },
          { label: ADMIN_FAMILY_BOOKINGS.fields.createdAt, value: formatDateTime(booking.createdAt) },
        ]}
      />
      <HistoryList entries={booking.history} />
      <EraseAction
        warning={ADMIN_ERASE.familyBookingWarning}
        onErase={() => erase(booking.id)}
        erasing={erasing}
        onErased={onClose}
      />
    </DetailsDialog>
  );
}

function CancelBooking({ booking }: { booking: FamilyBookingRow }) {
  const { cancel, cancelling } = useCancelFamilyBooking();
  const [outcome, setOutcome] = useState<Outcome>();
  const run = async () => {
    try {
      await cancel(booking.id);
      setOutcome({ tone: 'success', text: ADMIN_FAMILY_BOOKINGS.cancelled });
    } catch (error) {
      setOutcome({ tone: 'error', text: describeActionFailure(error).message });
    }
  };
  return (
    <Box as="section">
      <Heading as="h3" size="md" color="teal.900" mb="2">
        {ADMIN_REGISTRATION_DETAILS.status}: {FAMILY_BOOKING_STATUS_LABELS[booking.status]}
      </Heading>
      {booking.status === 'BOOKED' && (
        <>
          <Text fontSize="sm" color="gray.700" mb="2">
            {ADMIN_FAMILY_BOOKINGS.cancelGivesSeatsBack}
          </Text>
          <Button size="sm" variant="outline" colorPalette="red" onClick={run} disabled={cancelling}>
            {ADMIN_FAMILY_BOOKINGS.cancel}
          </Button>
        </>
      )}
      <OutcomeBanner outcome={outcome} mt="2" />
    </Box>
  );
}
