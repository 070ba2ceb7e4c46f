import { graphql } from '@academy/graphql-client';
import { PAGE_SIZE } from '../list/list-state';
import type { ListQuery } from '../list/ListResults';
import { useListQuery } from '../list/use-list-query';
import type { FamilySessionRow } from './event-form';

const AdminFamilySessionsDocument = graphql(`
  query AdminFamilySessions($includePast: Boolean!, $page: Int!, $limit: Int!) {
    adminFamilySessions(includePast: $includePast, page: $page, limit: $limit) {
      total
      page
      limit
      totalPages
      items {
        ...AdminFamilySessionFields
      }
    }
  }
`);

/** The Family Constellation sessions by date: upcoming ones, or past ones too. */
export function useAdminFamilySessions(includePast: boolean, page: number): ListQuery<FamilySessionRow> {
  return useListQuery(
    AdminFamilySessionsDocument,
    { includePast, page, limit: PAGE_SIZE },
    (data) => data.adminFamilySessions,
  );
}
