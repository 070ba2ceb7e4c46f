import { WAITING_LIST, eventTimeText, formatEventDate, placeName } from '@academy/content';
import EnrolmentModalContent from '../enrolment/EnrolmentModalContent';
import { FormModal } from '../overlay/FormModal';
import { type ClaimFormProps, seatClaimOf } from './claim-form';

/** A calendar event's claim: the enrolment form on the held seat's event, filled in. */
export default function EventClaimForm({ token, offer, onClose }: ClaimFormProps) {
  const { event } = offer;
  if (!event) return null;
  return (
    <FormModal
      open
      onClose={onClose}
      title={`${WAITING_LIST.claimHeading}: ${event.name}`}
      details={`${formatEventDate(event.date)}, ${eventTimeText(event.time)} · ${placeName(event.location)}`}
      width="48rem"
    >
      <EnrolmentModalContent
        onClose={onClose}
        target={{
          programme: event.programme,
          title: event.name,
          level: event.level,
          eventId: event.id,
          claim: seatClaimOf(token, offer),
        }}
      />
    </FormModal>
  );
}
