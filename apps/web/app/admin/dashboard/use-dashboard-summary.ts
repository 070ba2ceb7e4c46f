import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { DashboardSummaryQuery } from '@academy/graphql-client';

const DashboardSummaryDocument = graphql(`
  query DashboardSummary {
    dashboardSummary {
      registrationsThisWeek
      registrationsByDay {
        date
        count
      }
      enquiriesWaiting
      upcomingEvents {
        id
        name
        date
        location
        seats
        seatsTaken
        paid
        held
        waiting
      }
    }
  }
`);

export type DashboardSummaryData = DashboardSummaryQuery['dashboardSummary'];

/** The dashboard's figures, fetched afresh each time the dashboard opens. */
export function useDashboardSummary() {
  const { data, loading, error, refetch } = useQuery(DashboardSummaryDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return { summary: data?.dashboardSummary, loading, error, refetch };
}
