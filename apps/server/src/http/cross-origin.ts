import cors from 'cors';
import { RequestHandler } from 'express';

export interface CrossOriginAccess {
  /** Answers the browser's preflight (OPTIONS) for the open paths; passes anything else on. */
  preflight: RequestHandler;
  /** Put in front of an open path's handlers: the CORS headers of its reply. */
  reply: RequestHandler;
}

const passOn: RequestHandler = (_req, _res, next) => next();

/** Express matches paths whatever their case and with or without a trailing slash. */
const normalize = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * CORS for the literal paths that pages of the listed origins may call (the original site's forms,
 * CORS_ORIGINS), with the method each is open for. A listed origin's preflight for that method is
 * answered and the reply carries its Access-Control-Allow-Origin; any other origin, method or path
 * gets no CORS header, so the browser keeps it same-origin. No credentials: these paths need no
 * session. Without origins, nothing changes.
 */
export function crossOriginAccess(
  origins: readonly string[],
  openings: ReadonlyArray<{ method: string; paths: readonly string[] }>,
): CrossOriginAccess {
  if (origins.length === 0) return { preflight: passOn, reply: passOn };
  const reply = cors({
    origin: [...origins],
    methods: [...new Set(openings.map(({ method }) => method.toUpperCase()))],
    // JSON bodies, the stored bearer token the original client sends with every call, and retries' key.
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
  const key = (method: string, path: string) => `${method.toUpperCase()} ${normalize(path)}`;
  const open = new Set(openings.flatMap(({ method, paths }) => paths.map((path) => key(method, path))));
  const preflight: RequestHandler = (req, res, next) => {
    const method = req.get('access-control-request-method');
    if (req.method === 'OPTIONS' && method && open.has(key(method, req.path))) reply(req, res, next);
    else next();
  };
  return { preflight, reply };
}
