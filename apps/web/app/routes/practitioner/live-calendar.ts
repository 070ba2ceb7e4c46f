import type { CalendarRow } from '../../site-data/calendar-rows';
import type { CalendarSource } from '../../components/calendar/use-calendar-events';

/** The rows the calendar shows, where they come from, and the day that divides upcoming from past. */
export interface CalendarState {
  rows: readonly CalendarRow[];
  source: CalendarSource;
  today: string;
}

/**
 * The calendar of a page that ships no React, between its two islands: the idle one
 * (islands/calendar-seats.ts) asks for the live rows and writes their seats into the rendered page, and
 * the one hydrated when the visitor turns to the calendar (islands/event-calendar.tsx) renders them from
 * then on. No React here, so that the idle island stays small.
 */
let shown: CalendarState | undefined;
let latest: CalendarState | undefined;
let reactRenders = false;
const listeners = new Set<() => void>();

/** What the page was rendered with: where the calendar starts. */
export function startCalendar(rendered: CalendarState): void {
  shown ??= rendered;
  latest ??= rendered;
}

/** The live rows' answer, and what the page shows since (`shown`: the rendered rows with the live seats). */
export function settleCalendar(next: CalendarState, nowShown?: CalendarState): void {
  if (nowShown) shown = nowShown;
  latest = next;
  for (const listener of listeners) listener();
}

/** Whether React renders the calendar, which then takes every later answer. */
export const reactRendersCalendar = () => reactRenders;

/** React takes the calendar over: what the page shows now, which it hydrates. */
export function handCalendarToReact(fallback: CalendarState): CalendarState {
  reactRenders = true;
  return shown ?? fallback;
}

/** A seat taken through this page: its figures in what the calendar shows and in its latest answer. */
export function updateCalendarRows(change: (rows: readonly CalendarRow[]) => CalendarRow[]): void {
  if (shown) shown = { ...shown, rows: change(shown.rows) };
  if (latest) latest = { ...latest, rows: change(latest.rows) };
  for (const listener of listeners) listener();
}

export const latestCalendar = (): CalendarState | undefined => latest;

export function onCalendarSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
