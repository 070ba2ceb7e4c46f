import { startTransition, useEffect, useState } from 'react';
import { providerToday } from '@academy/content';
import { PUBLISHED_ON } from '../../build-info';
import { useHydrated } from '../../hooks/use-hydrated';
import { type CalendarRow, PUBLISHED_ROWS } from './calendar-rows';
import { fetchCalendarRows } from './fetch-calendar-rows';

/**
 * published: the prerendered rows (before hydration); loading: asking the API; live: the API's rows
 * with current seats; failed: the API did not answer, the published rows stay.
 */
export type CalendarSource = 'published' | 'loading' | 'live' | 'failed';

interface LiveState {
  rows?: readonly CalendarRow[];
  failed: boolean;
}

/**
 * The calendar rows to show: the published ones first, replaced by the live ones once they arrive.
 * The query waits for hydration, so the prerendered HTML and the hydrating render are the same. It
 * starts from an effect, once the hydrated render has committed, so it is asked once per visit however
 * often React interrupts and repeats the hydration transition.
 */
export function useCalendarEvents(): {
  rows: readonly CalendarRow[];
  source: CalendarSource;
  /** The day that divides upcoming from past: the build's for published rows, today's for live ones. */
  today: string;
} {
  const hydrated = useHydrated();
  const [live, setLive] = useState<LiveState>({ failed: false });
  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    // A failure leaves the published rows in place.
    fetchCalendarRows().then(
      (rows) => {
        // The whole table re-renders with the live rows: in short slices, not one blocking task.
        if (current) startTransition(() => setLive({ rows, failed: false }));
      },
      () => {
        if (current) setLive({ failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [hydrated]);
  if (live.rows) return { rows: live.rows, source: 'live', today: providerToday() };
  if (live.failed) return { rows: PUBLISHED_ROWS, source: 'failed', today: PUBLISHED_ON };
  return { rows: PUBLISHED_ROWS, source: hydrated ? 'loading' : 'published', today: PUBLISHED_ON };
}
