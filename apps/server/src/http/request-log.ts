import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { Logger, maskPersonalData } from '../common/logger';

const REQUEST_ID_HEADER = 'X-Request-Id';

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
 * never logged.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({ method: req.method, path: loggedPath(req) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has(pathOf(req)) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // The request's bindings are serialized as it arrives; the route it matched is known only now.
    customSuccessObject: (req, _res, line) => ({ ...line, route: routeLabel(req as Request) }),
    // A failed request's error was logged where it was caught; pino-http's stand-in adds only noise.
    customErrorObject: (req, _res, _error, { err: _err, ...line }) => ({
      ...line,
      route: routeLabel(req as Request),
    }),
  }) as RequestHandler;
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
