import { AppError } from '../common/app-error';

/**
 * What the drivers report when the database cannot be reached or has gone away (mysql2 and Node's
 * sockets; SQLite's busy and locked files), as opposed to a query it refused.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Our booking system cannot reach its database just now, so this could not be completed. Please try again in a minute.';

/** Whether the error, or the driver error, cause or thrown value it wraps, says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, driverError, cause, thrownValue } = current as Record<string, unknown>;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    // graphql-js wraps what it does not take for an Error (another realm's, in tests) as thrownValue.
    current = driverError ?? cause ?? thrownValue;
  }
  return false;
}

/** The 503 a visitor sees instead of a masked 500 while the database is out of reach. */
export function databaseUnavailable(): AppError {
  return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}
