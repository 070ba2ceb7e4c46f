import { ServerModule } from '../module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

/** The figures at the top of the staff dashboard, read from the other modules' tables. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  needs: ['calendar', 'seatBreakdowns'],
  entities: [],
  migrations: [],
  resolvers: [DashboardResolver],
  setup({ db, services }) {
    const dashboard = new DashboardService(
      db.dataSource,
      services.get('calendar'),
      services.get('seatBreakdowns'),
    );
    return { resolvers: [new DashboardResolver(dashboard)] };
  },
};
