import { RequestHandler } from 'express';
import { HealthService } from './health.service';
import { HealthStatus } from './health.type';

/** GET /healthz: 200 while the database answers, 503 when it does not (load balancers read the code). */
export function healthCheck(health: HealthService): RequestHandler {
  return async (_req, res) => {
    const report = await health.check();
    res
      .status(report.status === HealthStatus.OK ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(report);
  };
}
