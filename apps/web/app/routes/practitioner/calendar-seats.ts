import { seatsLeftLabel } from '@academy/content';
import type { CalendarRow } from '../../components/calendar/calendar-rows';
import { splitByDate } from '../../components/calendar/calendar-view';

/** Marks where an event's seats left are shown, which the calendar's island writes in without React. */
export const SEATS_LEFT_ATTRIBUTE = 'data-seats-left';

const sameEvent = (built: CalendarRow, live: CalendarRow) =>
  Object.keys(live).length === Object.keys(built).length &&
  (Object.keys(live) as (keyof CalendarRow)[]).every(
    (field) => field === 'seatsLeft' || (live[field] ?? null) === (built[field] ?? null),
  );

/**
 * Whether the live rows differ from those the page was built with in their seats left only: the same
 * events in the same places of the calendar (upcoming or past as when built), each offering the same
 * action. Then writing the counts into the built page shows the live calendar.
 */
export function onlySeatsChanged(
  built: { rows: readonly CalendarRow[]; today: string },
  live: { rows: readonly CalendarRow[]; today: string },
): boolean {
  const before = splitByDate(built.rows, built.today);
  const after = splitByDate(live.rows, live.today);
  const same = (a: CalendarRow[], b: CalendarRow[]) =>
    a.length === b.length && a.every((row, index) => sameEvent(row, b[index]));
  return same(before.upcoming, after.upcoming) && same(before.past, after.past);
}

/** Writes each event's seats left where the built page shows them (SeatsLeft). */
export function writeSeatsLeft(root: ParentNode, rows: readonly CalendarRow[]): void {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const element of root.querySelectorAll<HTMLElement>(`[${SEATS_LEFT_ATTRIBUTE}]`)) {
    const row = byId.get(element.getAttribute(SEATS_LEFT_ATTRIBUTE) ?? '');
    if (row) element.textContent = seatsLeftLabel(row.seatsLeft);
  }
}
