import type { PaymentStatus } from '@academy/graphql-client';
import { type PaymentChoice, dayRange, paymentFilter } from './list-filters';
import type { ListState } from './list-state';
import { useListFilters } from './use-list-filters';

/**
 * A list screen's status, payment and date filters (in the address), what its list query sends for
 * them, and what its CSV export is given: the same search and filters, so the file holds what the list
 * shows. Only a screen given `payments` (registrations) filters by payment (see paymentFilter).
 */
export function useScreenFilters<Status extends string>(
  statuses: Readonly<Record<Status, string>>,
  state: ListState,
  payments?: Readonly<Record<PaymentChoice, string>>,
) {
  const [filters, setFilter] = useListFilters(Object.keys(statuses), payments ? Object.keys(payments) : []);
  // readListFilters keeps only the screen's own statuses and payment statuses.
  const status = (filters.status || null) as Status | null;
  const chosen: {
    status: Status | null;
    paymentStatus?: PaymentStatus | null;
    unmatchedPayment?: boolean | null;
  } = payments ? { status, ...paymentFilter(filters.payment) } : { status };
  const sent = { ...chosen, ...dayRange(filters) };
  const exported = {
    filters: { search: state.search || null, ...chosen },
    days: { from: filters.from, to: filters.to },
  };
  return { filters, setFilter, sent, exported };
}
