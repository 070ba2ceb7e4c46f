import { graphql } from '@academy/graphql-client';
import type {
  Programme,
  RegistrationSortField,
  RegistrationsPageQuery,
  RegistrationsPageQueryVariables,
} from '@academy/graphql-client';
import { type ListState, PAGE_SIZE } from '../list/list-state';
import type { ListQuery } from '../list/ListResults';
import { useListQuery } from '../list/use-list-query';

const RegistrationsPageDocument = graphql(`
  query RegistrationsPage(
    $page: Int!
    $limit: Int!
    $search: String
    $programmes: [Programme!]
    $eventId: ID
    $status: RegistrationStatus
    $paymentStatus: PaymentStatus
    $unmatchedPayment: Boolean
    $from: DateTimeISO
    $to: DateTimeISO
    $sortBy: RegistrationSortField!
    $sortDirection: SortDirection!
  ) {
    registrations(
      page: $page
      limit: $limit
      search: $search
      programmes: $programmes
      eventId: $eventId
      status: $status
      paymentStatus: $paymentStatus
      unmatchedPayment: $unmatchedPayment
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
        firstName
        lastName
        email
        programme
        city
        event {
          id
          name
          date
          endDate
          location
        }
        levelName
        mobileNo
        createdAt
        status
        paymentStatus
        holdUntil
      }
    }
  }
`);

export type RegistrationRow = RegistrationsPageQuery['registrations']['items'][number];

/** The table's column ids and the server's sort fields. */
const REGISTRATION_SORT_FIELDS: Readonly<Record<string, RegistrationSortField>> = {
  name: 'NAME',
  email: 'EMAIL',
  city: 'CITY',
  levelName: 'LEVEL_NAME',
  mobileNo: 'MOBILE_NO',
  createdAt: 'CREATED_AT',
  status: 'STATUS',
  holdUntil: 'HOLD_UNTIL',
};

/** One page of the registrations of some programmes (or of one event), searched, filtered and sorted by the server. */
export function useRegistrationsPage(
  programmes: readonly Programme[],
  state: ListState,
  filters: Pick<
    RegistrationsPageQueryVariables,
    'status' | 'paymentStatus' | 'unmatchedPayment' | 'from' | 'to'
  >,
  eventId?: string,
): ListQuery<RegistrationRow> {
  const [sort] = state.sorting;
  return useListQuery(
    RegistrationsPageDocument,
    {
      page: state.page,
      limit: PAGE_SIZE,
      search: state.search || null,
      programmes: [...programmes],
      eventId: eventId ?? null,
      ...filters,
      sortBy: (sort && REGISTRATION_SORT_FIELDS[sort.id]) || 'CREATED_AT',
      sortDirection: sort && !sort.desc ? 'ASC' : 'DESC',
    },
    (data) => data.registrations,
  );
}
