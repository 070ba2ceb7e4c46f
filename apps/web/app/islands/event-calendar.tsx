import { type CalendarFilters, NO_FILTERS } from '../components/calendar/calendar-view';
import { LiveEventCalendar } from '../routes/practitioner/LiveEventCalendar';
import { handCalendarToReact } from '../routes/practitioner/live-calendar';
import { pageSiteData } from '../site-data/page-data';
import { hydrateIsland } from '../components/island/island-root';

let hydrated: Promise<void> | undefined;

const filterSelect = (element: HTMLElement, key: keyof CalendarFilters) =>
  element.querySelector<HTMLSelectElement>(`select[name="${key}"]`);

/**
 * Hydration keeps the built page but not what was chosen in it: the filters the visitor set meanwhile
 * are chosen again, as the visitor did, once React listens.
 */
function chooseAgain(element: HTMLElement, chosen: [keyof CalendarFilters, string][]) {
  for (const [key, value] of chosen) {
    const select = filterSelect(element, key);
    if (!select) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * The island of the event calendar on a page that ships no React (routes/practitioner/EventCalendar.tsx):
 * hydrates it in place when the visitor turns to it (a filter, the past events), or when the live rows
 * changed more than their seats (islands/calendar-seats.ts), once: from then on React renders it.
 */
export function activate(element: HTMLElement): Promise<void> {
  const data = pageSiteData();
  if (!hydrated && data) {
    const chosen = (Object.keys(NO_FILTERS) as (keyof CalendarFilters)[])
      .map((key): [keyof CalendarFilters, string] => [key, filterSelect(element, key)?.value ?? ''])
      .filter(([, value]) => value !== '');
    const rendered = { rows: data.calendar, source: data.source, today: data.today };
    hydrated = hydrateIsland(element, <LiveEventCalendar shown={handCalendarToReact(rendered)} />).then(() =>
      chooseAgain(element, chosen),
    );
  }
  return hydrated ?? Promise.resolve();
}
