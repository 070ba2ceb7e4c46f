import type { SeatClaim } from '../enrolment/enrolment-target';
import type { WaitingListOfferView } from './use-waiting-list-offer';

/** The forms for a held seat: the enrolment form on an event, the family booking form on a session. */
export type ClaimFormName = 'event' | 'family-session';

/** What a page's form for a held seat gets from a claim link (ClaimSeat). */
export interface ClaimFormProps {
  token: string;
  offer: WaitingListOfferView;
  onClose: () => void;
}

/** The claim as a booking form takes it: the token and who the seat is held for. */
export function seatClaimOf(token: string, offer: WaitingListOfferView): SeatClaim {
  const { firstName, lastName, email, mobileNo, offerExpiresAt } = offer;
  return { token, firstName, lastName, email, mobileNo, offerExpiresAt };
}
