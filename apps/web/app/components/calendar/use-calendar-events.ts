import { useEffect } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import { useHydrated } from '../../hooks/use-hydrated';
import { type CalendarRow, PUBLISHED_ROWS } from './calendar-rows';

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

/**
 * published: the prerendered rows (before hydration); loading: asking the API; live: the API's rows
 * with current seats; failed: the API did not answer, the published rows stay.
 */
export type CalendarSource = 'published' | 'loading' | 'live' | 'failed';

/**
 * The calendar rows to show: the published ones first, replaced by the live ones once they arrive.
 * The query waits for hydration, so the prerendered HTML and the hydrating render are the same. It
 * starts from an effect, once the hydrated render has committed: Apollo starts a query while
 * rendering, and React may interrupt and repeat the hydration transition, which asked the API once
 * per attempt.
 */
export function useCalendarEvents(): { rows: readonly CalendarRow[]; source: CalendarSource } {
  const hydrated = useHydrated();
  // Seats change between visits; a cached answer would show yesterday's availability.
  const [load, { data, error }] = useLazyQuery(CalendarEventsDocument, { fetchPolicy: 'network-only' });
  useEffect(() => {
    // A failure is shown through `error`; the published rows stay.
    if (hydrated) load().catch(() => undefined);
  }, [hydrated, load]);
  if (data) return { rows: data.calendarEvents, source: 'live' };
  if (error) return { rows: PUBLISHED_ROWS, source: 'failed' };
  return { rows: PUBLISHED_ROWS, source: hydrated ? 'loading' : 'published' };
}
