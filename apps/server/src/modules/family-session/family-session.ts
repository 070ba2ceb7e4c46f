import { seatAvailability } from '@academy/content';
import { FamilySession } from './family-session.entity';
import { FamilySessionListing } from './family-session.type';

/** The session's time slots, as printed ('10:00 AM - 11:30 AM'). */
export function slotsOf(session: FamilySession): string[] {
  const parsed: unknown = JSON.parse(session.timeSlots);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** A session as the public calendar and the booking form show it, with its seats left on `today`. */
export function toSessionListing(session: FamilySession, today: string): FamilySessionListing {
  const { availability, seatsLeft, enrollable } = seatAvailability(session, today);
  return {
    id: session.id,
    venue: session.venue,
    date: session.date,
    timeSlots: slotsOf(session),
    timeZone: session.timeZone,
    seats: session.seats,
    seatsLeft,
    availability,
    enrollable,
  };
}
