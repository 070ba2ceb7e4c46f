import { graphql } from '@academy/graphql-client';
import type { Programme } from '@academy/graphql-client';
import { PAGE_SIZE } from '../list/list-state';
import type { ListQuery } from '../list/ListResults';
import { useListQuery } from '../list/use-list-query';
import type { CalendarEventRow } from './event-form';

const AdminCalendarEventsDocument = graphql(`
  query AdminCalendarEvents($programmes: [Programme!], $includePast: Boolean!, $page: Int!, $limit: Int!) {
    adminCalendarEvents(programmes: $programmes, includePast: $includePast, page: $page, limit: $limit) {
      total
      page
      limit
      totalPages
      items {
        ...AdminCalendarEventFields
      }
    }
  }
`);

/** Some programmes' calendar events by date: upcoming ones, or past ones too. */
export function useAdminCalendarEvents(
  programmes: readonly Programme[],
  includePast: boolean,
  page: number,
): ListQuery<CalendarEventRow> {
  return useListQuery(
    AdminCalendarEventsDocument,
    { programmes: [...programmes], includePast, page, limit: PAGE_SIZE },
    (data) => data.adminCalendarEvents,
  );
}
