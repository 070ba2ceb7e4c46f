import { providerToday } from '@academy/content';
import { pageCalendarRows } from '../components/calendar/fetch-calendar-rows';
import { onSeatsChanged, withSeatFigures } from '../components/calendar/seat-updates';
import { withLiveSeats, writeSeatsLeft, writeSeatsUnavailable } from '../routes/practitioner/calendar-seats';
import {
  type CalendarState,
  reactRendersCalendar,
  settleCalendar,
  startCalendar,
  updateCalendarRows,
} from '../routes/practitioner/live-calendar';
import { pageSiteData } from '../site-data/page-data';
import { markLiveFigures } from '../components/island/island-attributes';

/**
 * The island of the event calendar's live seats on a page that ships no React
 * (routes/practitioner/EventCalendar.tsx), woken when the browser is idle. The page is rendered from the
 * live calendar already; this asks the API for the seats taken since and writes them in place, without
 * React, so no row moves. Unless React renders the calendar already (the visitor turned to it), which
 * then takes the answer.
 */
export async function activate(element: HTMLElement): Promise<void> {
  const data = pageSiteData();
  if (!data) return;
  const rendered: CalendarState = { rows: data.calendar, source: data.source, today: data.today };
  startCalendar(rendered);
  // A seat taken through this page (its enrolment's answer) shows at once: written in place, or by React
  // once it renders the calendar.
  onSeatsChanged((figures) => {
    updateCalendarRows((rows) => withSeatFigures(rows, figures));
    if (!reactRendersCalendar()) writeSeatsLeft(element, withSeatFigures(rendered.rows, figures));
  });
  const next = await pageCalendarRows().then(
    (rows): CalendarState => ({ rows, source: 'live', today: providerToday() }),
    (): CalendarState => ({ ...rendered, source: 'failed' }),
  );
  if (next.source === 'live' && !reactRendersCalendar()) {
    const shown = { ...rendered, rows: withLiveSeats(rendered.rows, next.rows) };
    writeSeatsLeft(element, shown.rows);
    settleCalendar(next, shown);
  } else {
    if (next.source === 'failed') writeSeatsUnavailable(element);
    settleCalendar(next);
  }
  markLiveFigures(element, next.source === 'live' ? 'live' : 'failed');
}
