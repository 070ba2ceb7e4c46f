import { FAMILY_SESSIONS, FAMILY_SESSION_SEATS } from '@academy/content';
import { fillIfEmpty } from '../../database/seed/fill-if-empty';
import { Seed } from '../../database/seed';
import { FamilySession } from './family-session.entity';

/** Fills an empty family-session table with the published sessions. */
export const familySessionSeed: Seed = {
  name: 'familySessions',
  rows: 'family sessions',
  fill: (manager) =>
    fillIfEmpty(
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
    ),
};
