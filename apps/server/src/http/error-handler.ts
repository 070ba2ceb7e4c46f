import { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { AppError, FieldError } from '../common/app-error';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/unavailable';

/** Body-parser, router and multer errors carry a status, a type or a code; anything else without one is our fault. */
interface ParserError {
  status?: number;
  type?: string;
  code?: string;
  message?: string;
}

/**
 * The one shape every REST failure leaves in: success false, the code of the AppError table, the
 * message (also as `error`, which SPEC.md section 7's admin client reads), and the field errors of a
 * bad input.
 */
export function sendError(res: Response, error: AppError): void {
  if (error.details.retryAfterSeconds !== undefined) {
    res.set('Retry-After', String(error.details.retryAfterSeconds));
  }
  sendFailure(res, error.status, error.code, error.message, error.details.fieldErrors);
}

function sendFailure(
  res: Response,
  status: number,
  code: string,
  message: string,
  fieldErrors?: FieldError[],
): void {
  // The id of the request finds its lines in the log (requestLogger gives it; the reply's X-Request-Id too).
  const requestId = res.req?.id;
  // Explicitly JSON: a failing sendFile (416) has already set the file's own Content-Type.
  res
    .status(status)
    .type('application/json')
    .json({
      success: false,
      code,
      message,
      error: message,
      ...(fieldErrors ? { errors: fieldErrors } : {}),
      ...(requestId === undefined ? {} : { requestId: String(requestId) }),
    });
}

export const notFoundJson: RequestHandler = (_req, res) => {
  sendError(res, AppError.notFound());
};

/** A refusal of the request body as a whole, named as the field `body`. */
const badBody = (message: string) => AppError.badInput([{ field: 'body', message }], message);

/** What the body parsers and the router throw, in the terms of the AppError table. */
function fromParserError(error: ParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return badBody('The request body is not valid JSON');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'parameters.too.many':
      return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields');
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be UTF-8 (charset=utf-8)');
    case 'encoding.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Encoding must be gzip, deflate, br or identity');
    case 'request.size.invalid':
      return badBody('The request body does not match its Content-Length');
  }
  // zlib's refusal (Z_DATA_ERROR, ERR__ERROR_FORMAT_…) of a body whose Content-Encoding does not match its bytes.
  if (error.status === 400 && /^(Z_|ERR_)/.test(error.code ?? '')) {
    return badBody('The request body could not be decompressed as its Content-Encoding says');
  }
  // The router could not percent-decode a path segment (/videos/%).
  if (error.status === 400 && error.message?.startsWith('Failed to decode param')) {
    return AppError.badInput([{ field: 'path', message: 'The address is not valid percent-encoding' }]);
  }
  if (error.status === 404) return AppError.notFound();
  // A video asked for from beyond its end (Range: bytes=999999999-).
  if (error.status === 416)
    return new AppError('RANGE_NOT_SATISFIABLE', 'The requested range is outside the file');
  return undefined;
}

/**
 * Every error leaves as JSON in one shape, never Express's HTML page and never a stack trace: the
 * detail of an unexpected error goes to the log only (see serializeError: without the query's values).
 */
export function errorHandler(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'Database unavailable');
      sendError(res, databaseUnavailable());
      return;
    }
    const known = error instanceof AppError ? error : fromParserError(error as ParserError);
    if (known) {
      sendError(res, known);
      return;
    }
    // Another client error a library reported (an unsatisfiable range is 416): its status, our shape.
    const status = (error as ParserError).status;
    if (status && status >= 400 && status < 500) {
      sendFailure(res, status, 'BAD_REQUEST', 'The request could not be served');
      return;
    }
    req.log.error({ err: error }, 'Request failed');
    sendFailure(res, 500, 'INTERNAL', 'Internal server error');
  };
}
