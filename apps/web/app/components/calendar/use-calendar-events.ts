import { startTransition, useEffect, useState } from 'react';
import { providerToday } from '@academy/content';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSiteData } from '../../site-data/site-data';
import type { CalendarRow } from '../../site-data/calendar-rows';
import { fetchCalendarRows } from './fetch-calendar-rows';
import { onSeatsChanged, withSeatFigures } from './seat-updates';

/**
 * published: the build's rows; live: the rows the server rendered the page from, or the API's rows;
 * loading: asking the API (after a client navigation); failed: the API did not answer, the rendered rows
 * stay.
 */
export type CalendarSource = 'published' | 'loading' | 'live' | 'failed';

interface LiveState {
  rows?: readonly CalendarRow[];
  failed: boolean;
}

/**
 * The calendar rows to show: those the page is rendered from (the server's live rows, or the build's in
 * a client navigation), replaced by the API's once they arrive. The query waits for hydration, so the
 * rendered HTML and the hydrating render are the same. It starts from an effect, once the hydrated
 * render has committed, so it is asked once per visit however often React interrupts and repeats the
 * hydration transition.
 */
export function useCalendarEvents(): {
  rows: readonly CalendarRow[];
  source: CalendarSource;
  /** The day that divides upcoming from past: the one the rows were read on. */
  today: string;
} {
  const site = useSiteData();
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
  // A seat taken through this page shows at once.
  useEffect(
    () =>
      onSeatsChanged((figures) =>
        setLive((state) => ({ rows: withSeatFigures(state.rows ?? site.calendar, figures), failed: false })),
      ),
    [site.calendar],
  );
  if (live.rows) return { rows: live.rows, source: 'live', today: providerToday() };
  if (live.failed) return { rows: site.calendar, source: 'failed', today: site.today };
  return { rows: site.calendar, source: hydrated ? 'loading' : site.source, today: site.today };
}
