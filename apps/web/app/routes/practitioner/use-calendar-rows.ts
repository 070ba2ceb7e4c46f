import { useEffect, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { type CalendarRow, PUBLISHED_ROWS, fetchLiveRows } from './calendar-rows';

/**
 * published: the prerendered rows (before hydration); loading: asking the API; live: the API's rows
 * with current seats; failed: the API did not answer, the published rows stay.
 */
export type CalendarSource = 'published' | 'loading' | 'live' | 'failed';

interface LiveState {
  rows?: readonly CalendarRow[];
  failed: boolean;
}

/** The calendar rows to show: the published ones first, replaced by the live ones once they arrive. */
export function useCalendarRows(): { rows: readonly CalendarRow[]; source: CalendarSource } {
  const hydrated = useHydrated();
  const [live, setLive] = useState<LiveState>({ failed: false });

  useEffect(() => {
    let current = true;
    fetchLiveRows().then(
      (rows) => current && setLive({ rows, failed: false }),
      () => current && setLive({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (live.rows) return { rows: live.rows, source: 'live' };
  if (live.failed) return { rows: PUBLISHED_ROWS, source: 'failed' };
  return { rows: PUBLISHED_ROWS, source: hydrated ? 'loading' : 'published' };
}
