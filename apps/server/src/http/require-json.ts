import { RequestHandler } from 'express';
import { HttpError } from './http-error';

/** Rejects a body that is not JSON before it reaches a handler that expects an object. */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) {
    next(new HttpError(415, 'Content-Type must be application/json'));
    return;
  }
  next();
};
