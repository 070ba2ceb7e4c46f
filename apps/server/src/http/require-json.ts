import { RequestHandler } from 'express';
import { AppError } from '../common/app-error';

/** Rejects a body that is not JSON before it reaches a handler that expects an object. */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) {
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json'));
    return;
  }
  next();
};
