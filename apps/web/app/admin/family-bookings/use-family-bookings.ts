import { graphql } from '@academy/graphql-client';
import type {
  FamilyBookingSortField,
  FamilyBookingsQuery,
  FamilyBookingsQueryVariables,
} from '@academy/graphql-client';
import { type ListState, PAGE_SIZE } from '../list/list-state';
import type { ListQuery } from '../list/ListResults';
import { useListQuery } from '../list/use-list-query';

const FamilyBookingsDocument = graphql(`
  query FamilyBookings(
    $page: Int!
    $limit: Int!
    $search: String
    $sessionId: ID
    $status: FamilyBookingStatus
    $from: DateTimeISO
    $to: DateTimeISO
    $sortBy: FamilyBookingSortField!
    $sortDirection: SortDirection!
  ) {
    familyBookings(
      page: $page
      limit: $limit
      search: $search
      sessionId: $sessionId
      status: $status
      from: $from
      to: $to
      sortBy: $sortBy
      sortDirection: $sortDirection
    ) {
      total
      page
      limit
      totalPages
      items {
        id
        createdAt
        status
        sessionId
        sessionVenue
        sessionDate
        sessionSlot
        familyMembers
        email
        phone
        history {
          ...AuditHistoryFields
        }
      }
    }
  }
`);

export type FamilyBookingRow = FamilyBookingsQuery['familyBookings']['items'][number];

/** The table's column ids and the server's sort fields. */
const FAMILY_BOOKING_SORT_FIELDS: Readonly<Record<string, FamilyBookingSortField>> = {
  name: 'NAME',
  session: 'SESSION',
  email: 'EMAIL',
  phone: 'PHONE',
  createdAt: 'CREATED_AT',
  status: 'STATUS',
};

/**
 * One page of family session bookings (newest first unless sorted by a column), searched, filtered and
 * sorted by the server.
 */
export function useFamilyBookings(
  state: ListState,
  filters: Pick<FamilyBookingsQueryVariables, 'sessionId' | 'status' | 'from' | 'to'>,
): ListQuery<FamilyBookingRow> {
  const [sort] = state.sorting;
  return useListQuery(
    FamilyBookingsDocument,
    {
      page: state.page,
      limit: PAGE_SIZE,
      search: state.search || null,
      ...filters,
      sortBy: (sort && FAMILY_BOOKING_SORT_FIELDS[sort.id]) || 'CREATED_AT',
      sortDirection: sort && !sort.desc ? 'ASC' : 'DESC',
    },
    (data) => data.familyBookings,
  );
}
