import { Router } from 'express';
import { HealthService } from './health.service';

/** GET /healthz: 200 while the database answers, 503 when it does not (load balancers read the code). */
export function healthRouter(health: HealthService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const report = await health.check();
    res
      .status(report.status === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(report);
  });
  return router;
}
