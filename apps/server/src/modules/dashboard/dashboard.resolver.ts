import { Authorized, Query, Resolver } from 'type-graphql';
import { COST, rowsCost } from '../../graphql/query-cost';
import { DashboardService, UPCOMING_EVENTS_SHOWN } from './dashboard.service';
import { DashboardSummary } from './dashboard.type';

/** Nine counting queries and a few rows of events. */
const SUMMARY_COST = 9 * COST.query + rowsCost(UPCOMING_EVENTS_SHOWN, 0);

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
