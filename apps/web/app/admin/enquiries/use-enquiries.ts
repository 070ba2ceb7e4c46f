import { graphql } from '@academy/graphql-client';
import type { EnquiriesQuery, EnquiriesQueryVariables, EnquirySortField } from '@academy/graphql-client';
import { type ListState, PAGE_SIZE } from '../list/list-state';
import type { ListQuery } from '../list/ListResults';
import { useListQuery } from '../list/use-list-query';

const EnquiriesDocument = graphql(`
  query Enquiries(
    $page: Int!
    $limit: Int!
    $search: String
    $status: EnquiryStatus
    $from: DateTimeISO
    $to: DateTimeISO
    $sortBy: EnquirySortField!
    $sortDirection: SortDirection!
  ) {
    enquiries(
      page: $page
      limit: $limit
      search: $search
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
        fullName
        email
        phoneNumber
        country
        countryName
        createdAt
        status
      }
    }
  }
`);

export type EnquiryRow = EnquiriesQuery['enquiries']['items'][number];

/** The table's column ids and the server's sort fields. */
const ENQUIRY_SORT_FIELDS: Readonly<Record<string, EnquirySortField>> = {
  fullName: 'NAME',
  email: 'EMAIL',
  phoneNumber: 'PHONE_NUMBER',
  countryName: 'COUNTRY',
  createdAt: 'CREATED_AT',
  status: 'STATUS',
};

/** One page of enquiries (newest first unless sorted by a column), searched, filtered and sorted by the server. */
export function useEnquiries(
  state: ListState,
  filters: Pick<EnquiriesQueryVariables, 'status' | 'from' | 'to'>,
): ListQuery<EnquiryRow> {
  const [sort] = state.sorting;
  return useListQuery(
    EnquiriesDocument,
    {
      page: state.page,
      limit: PAGE_SIZE,
      search: state.search || null,
      ...filters,
      sortBy: (sort && ENQUIRY_SORT_FIELDS[sort.id]) || 'CREATED_AT',
      sortDirection: sort && !sort.desc ? 'ASC' : 'DESC',
    },
    (data) => data.enquiries,
  );
}
