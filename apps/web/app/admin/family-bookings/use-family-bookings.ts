import { graphql } from '@academy/graphql-client';
import type { FamilyBookingsQuery, FamilyBookingsQueryVariables } from '@academy/graphql-client';
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
  ) {
    familyBookings(
      page: $page
      limit: $limit
      search: $search
      sessionId: $sessionId
      status: $status
      from: $from
      to: $to
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

/** One page of family session bookings, newest first, searched and filtered by the server. */
export function useFamilyBookings(
  state: ListState,
  filters: Pick<FamilyBookingsQueryVariables, 'sessionId' | 'status' | 'from' | 'to'>,
): ListQuery<FamilyBookingRow> {
  return useListQuery(
    FamilyBookingsDocument,
    { page: state.page, limit: PAGE_SIZE, search: state.search || null, ...filters },
    (data) => data.familyBookings,
  );
}
