import { useApolloClient } from '@apollo/client/react';
import { type ClaimFormProps, seatClaimOf } from '../../components/waiting-list/claim-form';
import { FamilyBookingModal } from './FamilyBookingModal';

/** A family session's claim: the booking form on the held seat's session, filled in. */
export default function FamilySessionClaim({ token, offer, onClose }: ClaimFormProps) {
  const client = useApolloClient();
  const session = offer.familySession;
  if (!session) return null;
  return (
    <FamilyBookingModal
      session={session}
      claim={seatClaimOf(token, offer)}
      onClose={onClose}
      // The list below shares the client: it shows the seats the booking took.
      onSessionsChanged={() =>
        void client.refetchQueries({ include: ['FamilySessions'] }).catch(() => undefined)
      }
    />
  );
}
