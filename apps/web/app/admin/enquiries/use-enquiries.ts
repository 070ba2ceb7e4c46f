import { graphql } from '@academy/graphql-client';
import type { EnquiriesQuery, EnquiriesQueryVariables } from '@academy/graphql-client';
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
  ) {
    enquiries(page: $page, limit: $limit, search: $search, status: $status, from: $from, to: $to) {
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

/** One page of enquiries, newest first, searched and filtered by the server. */
export function useEnquiries(
  state: ListState,
  filters: Pick<EnquiriesQueryVariables, 'status' | 'from' | 'to'>,
): ListQuery<EnquiryRow> {
  return useListQuery(
    EnquiriesDocument,
    { page: state.page, limit: PAGE_SIZE, search: state.search || null, ...filters },
    (data) => data.enquiries,
  );
}
