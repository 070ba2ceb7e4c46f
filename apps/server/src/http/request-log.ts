import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { Logger, maskPersonalData, unredactedLogger } from '../common/logger';

const REQUEST_ID_HEADER = 'X-Request-Id';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (requestLogger): in its log lines, its reply's X-Request-Id and error bodies. */
    id: string;
    /** The logger whose lines carry the request's id. */
    log: Logger;
  }
}

/**
 * An X-Request-Id set by a proxy in front (or by the client) is kept when it looks like an id, so one
 * request can be followed across hops; anything else (too long, spaces, a line break) gets a UUID.
 */
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Paths a load balancer or a scraper asks every few seconds: their lines would drown the rest. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Gives every request its id (X-Request-Id on the reply too) and `req.log`, a child of the logger
 * whose lines carry `requestId`, and writes one line when the reply is done: method, path (without its
 * query, which may hold a search for a name), route pattern, status and time. Headers and bodies are
 * never logged. Written for this app rather than with pino-http: the child logger is made only for a
 * request that logs something of its own, and the line is one object serialised once (the request
 * line cost about 15% of an enquiry's CPU time through pino-http; bench/submissions.mjs).
 */
export function requestLogger(logger: Logger): RequestHandler {
  // The request line is made of the fields below only: nothing in it for redaction to find.
  const lines = unredactedLogger(logger);
  return (req, res, next) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ requestId: id })),
    });
    if (!UNLOGGED_PATHS.has(pathOf(req))) {
      const done = () => {
        res.off('finish', done);
        res.off('close', done);
        const status = res.statusCode;
        const line = {
          requestId: id,
          req: { method: req.method, path: loggedPath(req) },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
          route: routeLabel(req),
        };
        if (!res.writableFinished) lines.warn(line, 'request aborted');
        else if (status >= 500) lines.error(line, 'request completed');
        else lines.info(line, 'request completed');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  };
}

/**
 * The route a request matched, as its pattern, never the raw address (a metric label per address
 * would grow without end): `/api/awakenLimitlessHuman/:id`, or the mount point of what answered
 * (`/graphql`, `/assets`), or `(none)`. A route's aliases count under its first address.
 */
export function routeLabel(req: Request): string {
  const pattern: unknown = req.route?.path;
  if (pattern !== undefined) {
    const first: unknown = Array.isArray(pattern) ? pattern[0] : pattern;
    return `${req.baseUrl ?? ''}${String(first)}`;
  }
  return req.baseUrl || '(none)';
}

function pathOf(req: IncomingMessage): string {
  const url = (req as Request).originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return query >= 0 ? url.slice(0, query) : url;
}

/** The path as asked, an e-mail address in it masked (`/api/awakenLimitlessHuman/user/{email}`). */
function loggedPath(req: Request): string {
  return maskPersonalData(pathOf(req)).slice(0, 200);
}
