import { CALENDAR_SERVICES, type CalendarService } from '@academy/content';
import { calendarInvite } from '../mail/calendar-invite';
import { notFoundJson } from '../../http/error-handler';
import { RouteSpec } from '../module';
import { CalendarEventService, calendarEntryOf, eventCalendarLinks } from './calendar-event.service';

const isService = (value: string): value is CalendarService =>
  (CALENDAR_SERVICES as readonly string[]).includes(value);

/**
 * A published event in a visitor's calendar: GET /api/calendar-events/:id/invitation.ics (a file any
 * calendar app opens) and /api/calendar-events/:id/add-to-calendar/:service (google or outlook: a
 * redirect to that service's new-event page, filled in), which the calendar rows link to.
 */
export function calendarEventRoutes(calendar: CalendarEventService, domain: string): RouteSpec[] {
  const find = async (id: string) => (await calendar.findMany([id])).get(id);
  return [
    {
      method: 'get',
      paths: ['/api/calendar-events/:id/invitation.ics'],
      access: 'public',
      handlers: [
        async (req, res, next) => {
          const event = await find(String(req.params.id));
          if (!event) return notFoundJson(req, res, next);
          const invite = calendarInvite({ ...calendarEntryOf(event), uid: `event-${event.id}@${domain}` });
          res.type(invite.contentType).attachment(`${event.date}-${event.id}.ics`).send(invite.content);
        },
      ],
    },
    {
      method: 'get',
      paths: ['/api/calendar-events/:id/add-to-calendar/:service'],
      access: 'public',
      handlers: [
        async (req, res, next) => {
          const service = String(req.params.service);
          const event = isService(service) ? await find(String(req.params.id)) : undefined;
          if (!isService(service) || !event) return notFoundJson(req, res, next);
          // The event's details may change: a browser must ask again rather than reuse an old redirect.
          res.set('Cache-Control', 'no-cache').redirect(302, eventCalendarLinks(event)[service]);
        },
      ],
    },
  ];
}
