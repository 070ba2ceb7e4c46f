import { RequestHandler } from 'express';
import { calendarFeed } from '../mail/calendar-invite';
import { RouteSpec } from '../module';
import { CalendarEventService, calendarEntryOf } from './calendar-event.service';

/** How often a subscribed calendar should look again, and how long a copy may be served. */
const REFRESH_MINUTES = 60;
const SHARED_COPY_SECONDS = 300;

/**
 * GET /calendar.ics: every upcoming event of the calendar, for calendar apps to subscribe to. Built from
 * the events staff manage on each request (a few dozen rows), so an edit shows at the next refresh.
 */
export function calendarFeedRoutes(calendar: CalendarEventService, publicUrl: string): RouteSpec[] {
  const domain = new URL(publicUrl).hostname;
  const feed: RequestHandler = async (_req, res) => {
    const events = await calendar.list({ upcoming: true });
    const body = calendarFeed(
      events.map((event) => ({
        ...calendarEntryOf(event),
        uid: `event-${event.id}@${domain}`,
        description: [
          `${event.type}, ${event.level}, with ${event.trainer}.`,
          event.noEnroll ? 'Open entry.' : event.price && `Fee: ${event.price}.`,
          `Details and enrolment: ${publicUrl}${event.pageLink}`,
        ]
          .filter(Boolean)
          .join(' '),
        url: `${publicUrl}${event.pageLink}`,
      })),
      REFRESH_MINUTES,
    );
    res
      .status(200)
      .set('Cache-Control', `public, max-age=${SHARED_COPY_SECONDS}`)
      .set('Content-Disposition', 'inline; filename="calendar.ics"')
      .type('text/calendar; charset=utf-8')
      .send(body);
  };
  return [{ method: 'get', paths: ['/calendar.ics'], access: 'public', handlers: [feed] }];
}
