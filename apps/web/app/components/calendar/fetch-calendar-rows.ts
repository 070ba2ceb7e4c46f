import { graphql } from '@academy/graphql-client';
import { fetchGraphql } from '../../graphql/fetch-graphql';
import type { CalendarRow } from './calendar-rows';

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
