import { graphql } from '@academy/graphql-client';
import type { ContactEnquiriesQuery } from '@academy/graphql-client';
import { type ListState, PAGE_SIZE } from '../list/list-state';
import type { ListQuery } from '../list/ListResults';
import { useListQuery } from '../list/use-list-query';

const ContactEnquiriesDocument = graphql(`
  query ContactEnquiries($page: Int!, $limit: Int!, $search: String) {
    contactEnquiries(page: $page, limit: $limit, search: $search) {
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

export type EnquiryRow = ContactEnquiriesQuery['contactEnquiries']['items'][number];

/** One page of contact enquiries, newest first, searched by the server. */
export function useContactEnquiries(state: ListState): ListQuery<EnquiryRow> {
  return useListQuery(
    ContactEnquiriesDocument,
    { page: state.page, limit: PAGE_SIZE, search: state.search || null },
    (data) => data.contactEnquiries,
  );
}
