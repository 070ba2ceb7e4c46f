import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../common/app-error';
import { Metrics } from '../common/metrics';
import type { MetricsConfig } from '../config';
import { routeLabel } from './request-log';

/**
 * Counts every reply and its time, labelled by route pattern (see routeLabel) and status. prom-client
 * finds a series by hashing its labels on every call: the few series there are (routes × methods ×
 * statuses) are looked up once each and kept.
 */
export function recordHttpMetrics(metrics: Metrics): RequestHandler {
  const series = new Map<string, { count(): void; time(seconds: number): void }>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      const counter = metrics.httpRequests.labels(labels);
      const histogram = metrics.httpDuration.labels(labels);
      found = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const one = seriesOf(req.method, routeLabel(req), res.statusCode);
      one.count();
      one.time(Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.on('finish', record);
    res.on('close', record);
    next();
  };
}

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (as a bearer token)
 * or calling from an address in METRICS_ALLOW. With neither configured the path does not exist: the
 * figures (seats sold, queued mails) are the provider's business, not the public's.
 */
export function metricsEndpoint(metrics: Metrics, access: MetricsConfig): RequestHandler {
  const allowed = new Set(access.allow.map(plainAddress));
  return async (req, res) => {
    if (!access.token && allowed.size === 0) throw AppError.notFound();
    const byAddress = allowed.has(plainAddress(req.ip ?? ''));
    if (!byAddress && !(access.token && hasToken(req, access.token))) {
      if (access.token) res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw access.token
        ? AppError.unauthenticated('Metrics need the bearer token set in METRICS_TOKEN')
        : AppError.forbidden();
    }
    const body = await metrics.registry.metrics();
    res.status(200).set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
  };
}

/** An IPv4 client on a dual-stack socket shows as ::ffff:127.0.0.1. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

function hasToken(req: Request, token: string): boolean {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  // Hashes have one length, so the comparison takes the same time whatever was sent.
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
