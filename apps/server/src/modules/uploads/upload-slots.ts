import { RequestHandler } from 'express';
import { AppError } from '../../common/app-error';

/** Uploads one instance reads at once; each streams to disk, so this bounds open files, not memory. */
export const UPLOADS_AT_ONCE = 8;

const RETRY_AFTER_SECONDS = 5;

/**
 * Lets `max` uploads in at a time and turns the next away at once (429 with Retry-After), before its
 * body is read. A slot is given back when the exchange ends, however it ends (a client that goes away too).
 */
export function uploadSlots(max = UPLOADS_AT_ONCE): RequestHandler {
  let taken = 0;
  return (_req, res, next) => {
    if (taken >= max) {
      // Closing after the reply keeps the unread body from being drained.
      res.set('Connection', 'close');
      return next(
        new AppError(
          'RATE_LIMITED',
          'Many photos are being uploaded right now. Please try again in a few seconds.',
          { retryAfterSeconds: RETRY_AFTER_SECONDS },
        ),
      );
    }
    taken += 1;
    res.once('close', () => (taken -= 1));
    next();
  };
}
