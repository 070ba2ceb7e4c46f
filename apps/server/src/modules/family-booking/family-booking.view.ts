import { FamilyBooking } from './family-booking.entity';
import { FamilyBookingView } from './family-booking.type';

/** The members of a booking, in the order they were entered. */
export function familyMembers(booking: FamilyBooking): string[] {
  return [booking.familyMember0, booking.familyMember1, booking.familyMember2, booking.familyMember3].filter(
    (member): member is string => Boolean(member),
  );
}

export function toFamilyBookingView(booking: FamilyBooking): FamilyBookingView {
  return {
    id: booking.id,
    createdAt: booking.createdAt,
    status: booking.status,
    sessionId: booking.sessionId,
    sessionVenue: booking.sessionVenue,
    sessionDate: booking.sessionDate,
    sessionSlot: booking.sessionSlot,
    familyMembers: familyMembers(booking),
    email: booking.email,
    phone: booking.phone,
    phoneE164: booking.phoneE164,
  };
}
