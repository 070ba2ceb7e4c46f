import { EVENT_CALENDAR_PAGE, seatsLeftLabel } from '@academy/content';
import type { CalendarRow } from '../../site-data/calendar-rows';

/** Marks where an event's seats left are shown, which the calendar's island writes in without React. */
export const SEATS_LEFT_ATTRIBUTE = 'data-seats-left';

/** Marks the calendar's status line, where the island says when the seats left could not be checked. */
export const CALENDAR_STATUS_ATTRIBUTE = 'data-calendar-status';

/** Says in the calendar's status line (a live region) that the seats shown could not be checked. */
export function writeSeatsUnavailable(root: ParentNode): void {
  const status = root.querySelector(`[${CALENDAR_STATUS_ATTRIBUTE}]`);
  if (status) status.textContent = EVENT_CALENDAR_PAGE.seatsUnavailable;
}

/** What the calendar says of an event's seats: '3 seats left', or that it is fully booked. */
export const seatsLeftText = (seatsLeft: number) =>
  seatsLeft === 0 ? EVENT_CALENDAR_PAGE.fullyBooked : seatsLeftLabel(seatsLeft);

/**
 * The rows the page was rendered with, each with its live seats left where the live rows still hold it:
 * what the page shows once the island has written the counts in. Nothing is added, removed or moved, so
 * nothing on screen shifts; the page itself is rendered again by the server when events change.
 */
export function withLiveSeats(rendered: readonly CalendarRow[], live: readonly CalendarRow[]): CalendarRow[] {
  const byId = new Map(live.map((row) => [row.id, row]));
  return rendered.map((row) => {
    const seatsLeft = byId.get(row.id)?.seatsLeft;
    return seatsLeft === undefined || seatsLeft === row.seatsLeft ? row : { ...row, seatsLeft };
  });
}

/** Writes each event's seats left where the rendered page shows them (SeatsLeft). */
export function writeSeatsLeft(root: ParentNode, rows: readonly CalendarRow[]): void {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const element of root.querySelectorAll<HTMLElement>(`[${SEATS_LEFT_ATTRIBUTE}]`)) {
    const row = byId.get(element.getAttribute(SEATS_LEFT_ATTRIBUTE) ?? '');
    if (!row) continue;
    const text = seatsLeftText(row.seatsLeft);
    if (element.textContent !== text) element.textContent = text;
  }
}
