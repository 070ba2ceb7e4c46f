import { lazySender } from '../../components/form/lazy-sender';
import { BOOKING_FAILURE } from './booking-failure';

export type { FamilyBookingReceipt } from './send-family-booking';

const bookingSender = lazySender(
  () => import('./send-family-booking').then((module) => module.sendFamilyBooking),
  BOOKING_FAILURE,
);

/** Books a family session (send-family-booking.ts, fetched when the visitor turns to the form). */
export function useBookFamilySession() {
  return { book: bookingSender.send, preload: bookingSender.preload };
}
