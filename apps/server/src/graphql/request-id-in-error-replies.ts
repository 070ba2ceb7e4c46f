import type { RequestHandler, Response } from 'express';

/**
 * Apollo refuses some requests outside the operation, with an error it makes apart from the request
 * and hands to no plugin with a context: CSRF prevention, a POST body without a query or with
 * `variables` that are not an object, an unacceptable Accept header. formatError cannot tell whose
 * such an error is, so the GraphQL handler's error replies (status 400 and up, JSON) get the request's
 * id here, on each error lacking it. Replies with status 200 are left as they are: their errors come
 * from the operation, which graphqlErrorFormatter already gave the id.
 */
export function requestIdInErrorReplies(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const send = res.send;
    res.send = function (this: Response, body?: unknown) {
      const refused = res.statusCode >= 400 && typeof body === 'string' && isJson(res);
      return send.call(this, refused ? withRequestId(body, req.id) : body);
    };
    return handler(req, res, next);
  };
}

function isJson(res: Response): boolean {
  return /\bjson\b/.test(String(res.getHeader('content-type') ?? ''));
}

function withRequestId(body: string, requestId: string): string {
  const reply = JSON.parse(body) as { errors?: unknown } | null;
  const errors = reply?.errors;
  if (!Array.isArray(errors)) return body;
  let added = false;
  for (const error of errors as { extensions?: Record<string, unknown> }[]) {
    if (error.extensions?.requestId !== undefined) continue;
    error.extensions = { ...error.extensions, requestId };
    added = true;
  }
  return added ? JSON.stringify(reply) : body;
}
