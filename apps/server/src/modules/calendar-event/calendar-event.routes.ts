import { calendarInvite } from '../mail/calendar-invite';
import { notFoundJson } from '../../http/error-handler';
import { RouteSpec } from '../module';
import { CalendarEventService, calendarEntryOf } from './calendar-event.service';

/** GET /api/calendar-events/:id/invitation.ics: a published event as a file any calendar app opens. */
export function calendarEventRoutes(calendar: CalendarEventService, domain: string): RouteSpec[] {
  return [
    {
      method: 'get',
      paths: ['/api/calendar-events/:id/invitation.ics'],
      access: 'public',
      handlers: [
        async (req, res, next) => {
          const event = (await calendar.findMany([String(req.params.id)])).get(String(req.params.id));
          if (!event) return notFoundJson(req, res, next);
          const invite = calendarInvite({ ...calendarEntryOf(event), uid: `event-${event.id}@${domain}` });
          res.type(invite.contentType).attachment(`${event.date}-${event.id}.ics`).send(invite.content);
        },
      ],
    },
  ];
}
