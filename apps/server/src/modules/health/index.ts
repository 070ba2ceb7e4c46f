import { ServerModule } from '../module';
import { HealthResolver } from './health.resolver';
import { healthCheck, readinessCheck } from './health.route';
import { HealthService } from './health.service';

/**
 * GET /healthz and the `health` query: is the server up, and does its database answer? GET /readyz:
 * should it be sent work (not while the database is out of reach, nor once shutdown has begun)?
 */
export const healthModule: ServerModule = {
  name: 'health',
  entities: [],
  migrations: [],
  resolvers: [HealthResolver],
  setup({ db, shuttingDown }) {
    const health = new HealthService(db.dataSource);
    return {
      resolvers: [new HealthResolver(health)],
      routes: [
        { method: 'get', paths: ['/healthz'], access: 'public', handlers: [healthCheck(health)] },
        {
          method: 'get',
          paths: ['/readyz'],
          access: 'public',
          handlers: [readinessCheck(health, shuttingDown)],
        },
      ],
    };
  },
};
