import { ErrorRequestHandler, RequestHandler } from 'express';
import { InputValidationError } from '../common/input-validation';
import { HttpError } from './http-error';

/** Body-parser errors carry a status and a type; anything else without a status is our fault. */
interface ParserError {
  status?: number;
  type?: string;
}

export const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, message: 'Not found' });
};

/**
 * Every error leaves as JSON in one shape, never Express's HTML page and never a stack trace: the
 * detail of an unexpected error goes to the log only.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof InputValidationError) {
      res.status(400).json({ success: false, message: error.message, errors: error.fieldErrors });
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json({ success: false, message: error.message });
      return;
    }
    const parserError = error as ParserError;
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json({ success: false, message: 'The request body is not valid JSON' });
      return;
    }
    if (parserError.type === 'entity.too.large') {
      res.status(413).json({ success: false, message: 'The request body is too large' });
      return;
    }
    if (parserError.status === 404) {
      res.status(404).json({ success: false, message: 'Not found' });
      return;
    }
    if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ success: false, message: 'The request could not be read' });
      return;
    }
    console.error(error);
    res.status(500).json({ success: false, message: 'Internal server error' });
  };
}
