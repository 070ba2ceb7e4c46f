import { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { AppError, FieldError } from '../common/app-error';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/unavailable';

/** Body-parser and multer errors carry a status or a code; anything else without one is our fault. */
interface ParserError {
  status?: number;
  type?: string;
  code?: string;
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
  // The id of the request finds its lines in the log (pino-http gives it; the reply's X-Request-Id too).
  const requestId = res.req?.id;
  res.status(status).json({
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

/** What the body parsers and the multipart reader throw, in the terms of the AppError table. */
function fromParserError(error: ParserError): AppError | undefined {
  if (error.type === 'entity.parse.failed')
    return new AppError('BAD_INPUT', 'The request body is not valid JSON');
  if (error.type === 'entity.too.large')
    return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (error.status === 404) return AppError.notFound();
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
