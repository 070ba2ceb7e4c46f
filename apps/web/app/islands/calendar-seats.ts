import { providerToday } from '@academy/content';
import { pageCalendarRows } from '../components/calendar/fetch-calendar-rows';
import { onlySeatsChanged, writeSeatsLeft } from '../routes/practitioner/calendar-seats';
import {
  type CalendarState,
  PUBLISHED_CALENDAR,
  reactRendersCalendar,
  settleCalendar,
} from '../routes/practitioner/live-calendar';

/**
 * The island of the event calendar's live rows on a page that ships no React
 * (routes/practitioner/EventCalendar.tsx), woken when the browser is idle. It asks the API for the
 * calendar; when only the seats left changed since the build (the usual visit), it writes them into
 * the page without React. When more changed (an event added or moved, one full, one begun since) or
 * the request failed, the calendar is hydrated (islands/event-calendar.tsx) and React shows it; if
 * React renders the calendar already, it takes the answer.
 */
export async function activate(element: HTMLElement): Promise<void> {
  const next = await pageCalendarRows().then(
    (rows): CalendarState => ({ rows, source: 'live', today: providerToday() }),
    (): CalendarState => ({ ...PUBLISHED_CALENDAR, source: 'failed' }),
  );
  const write =
    next.source === 'live' && !reactRendersCalendar() && onlySeatsChanged(PUBLISHED_CALENDAR, next);
  if (write) writeSeatsLeft(element, next.rows);
  settleCalendar(next, write);
  if (write || reactRendersCalendar()) return;
  const calendar = element.querySelector<HTMLElement>('[data-island="event-calendar"]');
  if (calendar) await (await import('./event-calendar')).activate(calendar);
}
