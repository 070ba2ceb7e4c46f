import { graphql } from '@academy/graphql-client';
import { fetchGraphql } from '../../graphql/fetch-graphql';
import type { CalendarRow } from '../../site-data/calendar-rows';

export const CalendarEventsDocument = graphql(`
  query CalendarEvents {
    calendarEvents {
      id
      name
      programme
      date
      endDate
      time
      location
      trainer
      type
      level
      participants
      price
      seats
      seatsLeft
      noEnroll
      enrollable
      availability
      pageLink
    }
  }
`);

/** Asks the API for the live rows (seats left), without Apollo (see fetch-graphql.ts). */
export async function fetchCalendarRows(): Promise<readonly CalendarRow[]> {
  return (await fetchGraphql(CalendarEventsDocument)).calendarEvents;
}

let pageRows: ReturnType<typeof fetchCalendarRows> | undefined;

/**
 * The live rows for the islands of a page that ships no React: one request for every part of the page
 * that shows the calendar (a level's summary and its workshop table).
 */
export function pageCalendarRows(): ReturnType<typeof fetchCalendarRows> {
  pageRows ??= fetchCalendarRows();
  return pageRows;
}
