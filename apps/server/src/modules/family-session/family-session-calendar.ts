import { PROVIDER } from '@academy/content';
import { notFoundJson } from '../../http/error-handler';
import { CalendarEntry, CalendarLinks, calendarLinks } from '../calendar-event/add-to-calendar';
import { calendarInvite } from '../mail/calendar-invite';
import { RouteSpec } from '../module';
import { FamilySession } from './family-session.entity';
import { slotsOf } from './family-session';

/** One slot of a session as a calendar entry; nothing of the family, so the file and links are public. */
function slotEntry(session: Pick<FamilySession, 'venue' | 'date' | 'timeZone'>, slot: string): CalendarEntry {
  return {
    summary: `Family Constellation session – ${PROVIDER.name}`,
    description: `Your family session. Questions: ${PROVIDER.email}`,
    location: session.venue,
    date: session.date,
    endDate: null,
    time: slot,
    timeZone: session.timeZone,
  };
}

const invitationPath = (sessionId: string, slot: string) =>
  `/api/family-sessions/${encodeURIComponent(sessionId)}/invitation.ics?slot=${encodeURIComponent(slot)}`;

/** The 'Add to calendar' links of a booked slot. */
export function familySlotLinks(
  session: Pick<FamilySession, 'id' | 'venue' | 'date' | 'timeZone'>,
  slot: string,
): CalendarLinks {
  return calendarLinks(slotEntry(session, slot), invitationPath(session.id, slot));
}

/** GET /api/family-sessions/:id/invitation.ics?slot=…: one of the session's slots as an .ics file. */
export function familySessionRoutes(
  findSession: (id: string) => Promise<FamilySession | null>,
  domain: string,
): RouteSpec[] {
  return [
    {
      method: 'get',
      paths: ['/api/family-sessions/:id/invitation.ics'],
      access: 'public',
      handlers: [
        async (req, res, next) => {
          const session = await findSession(String(req.params.id));
          const slot = typeof req.query.slot === 'string' ? req.query.slot : '';
          if (!session || !slotsOf(session).includes(slot)) return notFoundJson(req, res, next);
          const invite = calendarInvite({
            ...slotEntry(session, slot),
            uid: `family-session-${session.id}-${slotsOf(session).indexOf(slot)}@${domain}`,
          });
          res.type(invite.contentType).attachment(`family-session-${session.date}.ics`).send(invite.content);
        },
      ],
    },
  ];
}
