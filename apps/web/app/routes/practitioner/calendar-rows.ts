import { CALENDAR_EVENTS, calendarAvailability } from '@academy/content';
import type { TypedDocumentNode } from '@apollo/client';
import { CalendarEventsDocument } from './calendar-events-query';

type CalendarEventsResult =
  typeof CalendarEventsDocument extends TypedDocumentNode<infer Result, infer _Variables> ? Result : never;

/** A calendar row exactly as the API returns it. */
export type CalendarRow = CalendarEventsResult['calendarEvents'][number];

/**
 * The published calendar in the API's shape, with no seat taken. The page prerenders these rows (the
 * build cannot call the API) and keeps them when the live rows cannot be loaded.
 */
export const PUBLISHED_ROWS: readonly CalendarRow[] = CALENDAR_EVENTS.map((event) => {
  const noEnroll = event.noenroll ?? false;
  return {
    id: event.id,
    name: event.name,
    date: event.date,
    time: event.time,
    location: event.location,
    trainer: event.trainer,
    type: event.type,
    level: event.level,
    participants: event.participants,
    seats: event.seats,
    noEnroll,
    pageLink: event.pagelink ?? null,
    ...calendarAvailability({ seats: event.seats, seatsTaken: 0, noEnroll, price: event.price }),
  };
});

/**
 * Fetches the live rows (seats left). Apollo is imported here, on demand, so it downloads after the
 * page is interactive instead of delaying it.
 */
export async function fetchLiveRows(): Promise<readonly CalendarRow[]> {
  const { getApolloClient } = await import('../../graphql/apollo-client');
  const { data } = await getApolloClient().query({
    query: CalendarEventsDocument,
    // Seats change between visits; a cached answer would show yesterday's availability.
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('The calendar query returned no data');
  return data.calendarEvents;
}
