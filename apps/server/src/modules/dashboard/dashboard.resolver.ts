import { Authorized, Query, Resolver } from 'type-graphql';
import { COST } from '../../graphql/query-cost';
import { DashboardService } from './dashboard.service';
import { DashboardSummary } from './dashboard.type';

/**
 * The week's counts (one query), the waiting enquiries' and the events' query, and the events' two grouped
 * seat counts; the events' rows are costed on their list.
 */
const SUMMARY_COST = 5 * COST.query;

@Resolver(() => DashboardSummary)
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Authorized()
  @Query(() => DashboardSummary, {
    complexity: SUMMARY_COST,
    description: 'This week’s registrations, waiting enquiries and the seats of upcoming events; staff only',
  })
  dashboardSummary(): Promise<DashboardSummary> {
    return this.dashboard.summary();
  }
}
