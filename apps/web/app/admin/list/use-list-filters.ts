import { useSearchParams } from 'react-router-dom';
import { LIST_PARAMS, liveParams } from './list-state';
import { type ListFilters, readListFilters, writeListFilter } from './list-filters';

/**
 * A list's status, payment and registration-date filters, kept in the address with its page, sort and
 * search (issue 13 §3). Changing one starts the list again at page 1.
 */
export function useListFilters(statuses: readonly string[], payments: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params, statuses, payments);
  const setFilter = (name: keyof ListFilters, value: string) =>
    setParams(writeListFilter(liveParams(), name, value, LIST_PARAMS.page));
  return [filters, setFilter] as const;
}
