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

/**
 * GET /readyz: whether a load balancer should send this instance work. 200 while the database answers;
 * 503 when it does not, or once shutdown has begun (in-flight requests still finish).
 */
export function readinessCheck(health: HealthService, shuttingDown: () => boolean): RequestHandler {
  return async (_req, res) => {
    const report = await health.check();
    const stopping = shuttingDown();
    const ready = report.status === HealthStatus.OK && !stopping;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable', database: report.database, shuttingDown: stopping });
  };
}
