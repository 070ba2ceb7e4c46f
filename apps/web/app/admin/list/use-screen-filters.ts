import { dayRange } from './list-filters';
import type { ListState } from './list-state';
import { useListFilters } from './use-list-filters';

/**
 * A list screen's status and date filters (in the address), what its list query sends for them, and
 * what its CSV export is given: the same search and filters, so the file holds what the list shows.
 */
export function useScreenFilters<Status extends string>(
  statuses: Readonly<Record<Status, string>>,
  state: ListState,
) {
  const [filters, setFilter] = useListFilters(Object.keys(statuses));
  // readListFilters keeps only the screen's own statuses.
  const status = (filters.status || null) as Status | null;
  const sent = { status, ...dayRange(filters) };
  const exported = {
    filters: { search: state.search || null, status },
    days: { from: filters.from, to: filters.to },
  };
  return { filters, setFilter, sent, exported };
}
