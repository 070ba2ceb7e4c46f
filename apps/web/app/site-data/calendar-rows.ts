import { CALENDAR_EVENTS, calendarAvailability, publishedEventRow } from '@academy/content';
import type { CalendarEventsQuery } from '@academy/graphql-client';
import { PUBLISHED_ON } from '../build-info';

/** A calendar row exactly as the API returns it (typed by codegen from the query). */
export type CalendarRow = CalendarEventsQuery['calendarEvents'][number];

/**
 * The published calendar in the API's shape, with no seat taken, open or closed as of the day the site
 * was built. The page prerenders these rows (the build cannot call the API) and keeps them when the
 * live rows cannot be loaded.
 */
export const PUBLISHED_ROWS: readonly CalendarRow[] = CALENDAR_EVENTS.map((event) => {
  const row = publishedEventRow(event);
  return {
    ...row,
    ...calendarAvailability({ ...event, ...row, seatsTaken: 0, isOpen: true }, PUBLISHED_ON),
  };
});
