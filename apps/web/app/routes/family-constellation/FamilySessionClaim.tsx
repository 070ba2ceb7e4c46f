import { type ClaimFormProps, seatClaimOf } from '../../components/waiting-list/claim-form';
import { FamilyBookingModal } from './FamilyBookingModal';
import { refreshFamilySessions } from './use-family-sessions';

/** A family session's claim: the booking form on the held seat's session, filled in. */
export default function FamilySessionClaim({ token, offer, onClose }: ClaimFormProps) {
  const session = offer.familySession;
  if (!session) return null;
  return (
    <FamilyBookingModal
      session={session}
      claim={seatClaimOf(token, offer)}
      onClose={onClose}
      // The list below shows the seats the booking took.
      onSessionsChanged={refreshFamilySessions}
    />
  );
}
