import { RequestHandler } from 'express';

/** API replies may carry personal data: neither the browser nor any cache between may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
