import { EntityManager } from 'typeorm';
import { FAMILY_SESSIONS, FAMILY_SESSION_SEATS } from '@academy/content';
import { FamilySession } from '../../modules/family-booking/family-session.entity';
import { fillIfEmpty } from './fill-if-empty';

/** Fills an empty family-session table with the published sessions. */
export function seedFamilySessions(manager: EntityManager): Promise<number> {
  return fillIfEmpty(
    manager,
    FamilySession,
    FAMILY_SESSIONS.map((session) => ({
      id: session.id,
      venue: session.Venue,
      date: session.date,
      timeSlots: JSON.stringify(session.time),
      timeZone: session.timeZone,
      seats: FAMILY_SESSION_SEATS,
      seatsTaken: 0,
      isOpen: true,
    })),
  );
}
