import { ServerModule } from '../module';
import { HealthResolver } from './health.resolver';
import { healthCheck } from './health.route';
import { HealthService } from './health.service';

/** GET /healthz and the `health` query: is the server up, and does its database answer? */
export const healthModule: ServerModule = {
  name: 'health',
  entities: [],
  migrations: [],
  resolvers: [HealthResolver],
  setup({ db }) {
    const health = new HealthService(db.dataSource);
    return {
      resolvers: [new HealthResolver(health)],
      routes: [{ method: 'get', paths: ['/healthz'], access: 'public', handlers: [healthCheck(health)] }],
    };
  },
};
