import { PUBLISHED_ON } from '../../build-info';
import { type CalendarRow, PUBLISHED_ROWS } from '../../components/calendar/calendar-rows';
import type { CalendarSource } from '../../components/calendar/use-calendar-events';

/** The rows the calendar shows, where they come from, and the day that divides upcoming from past. */
export interface CalendarState {
  rows: readonly CalendarRow[];
  source: CalendarSource;
  today: string;
}

export const PUBLISHED_CALENDAR: CalendarState = {
  rows: PUBLISHED_ROWS,
  source: 'published',
  today: PUBLISHED_ON,
};

/**
 * The calendar of a page that ships no React, between its two islands: the idle one
 * (islands/calendar-seats.ts) asks for the live rows, and the one hydrated when the visitor turns to the
 * calendar (islands/event-calendar.tsx) renders them from then on. No React here, so that the idle
 * island stays small.
 */
let shown = PUBLISHED_CALENDAR;
let latest = PUBLISHED_CALENDAR;
let reactRenders = false;
const listeners = new Set<() => void>();

/** The live rows' answer; `written` when the idle island wrote it into the built page. */
export function settleCalendar(next: CalendarState, written: boolean): void {
  if (written) shown = next;
  latest = next;
  for (const listener of listeners) listener();
}

/** Whether React renders the calendar, which then takes every later answer. */
export const reactRendersCalendar = () => reactRenders;

/** React takes the calendar over: what the page shows now, which it hydrates. */
export function handCalendarToReact(): CalendarState {
  reactRenders = true;
  return shown;
}

export const latestCalendar = () => latest;

export function onCalendarSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
