import pino, { DestinationStream, Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger } from 'pino';

/**
 * Headers that carry credentials, should a line ever include headers (the request serializer leaves
 * them out): an admin session, a private link's token, a session cookie.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-registration-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/**
 * The one logger of the process: one JSON object a line on stdout (or the given stream, in tests), the
 * level as a word and the time as ISO text so any log tool reads them without a pino plugin.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ ...lineFormat(level), redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}

/**
 * A logger writing the lines of `logger` to its destination at its level, in its format, without its
 * redaction: for lines made of fixed fields that carry no header, body or credential (the request line,
 * http/request-log.ts). Redaction walks every line for its paths: 7 KB of garbage and nearly 1% of an
 * enquiry's CPU for a line that never has them (npm run bench).
 */
export function unredactedLogger(logger: Logger): Logger {
  const destination = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  return pino(lineFormat(logger.level as LogLevel), destination);
}

function lineFormat(level: LogLevel): pino.LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
  };
}

const EMAIL = /[^\s@'"<>(),;:/]+(?:@|%40)[^\s@'"<>(),;:/]+\.[a-z]{2,}/gi;
const QUOTED = /'(?:[^'\\]|\\.)*'/g;

/** Text that may hold what a visitor typed, with e-mail addresses masked. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** A driver's error: its message may quote the values of the query (MySQL's "Duplicate entry 'x'"). */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return (
    'driverError' in error ||
    'sqlMessage' in error ||
    (typeof error.code === 'string' && /^(ER_|SQLITE_)/.test(error.code))
  );
}

const MAX_CAUSES = 3;

/**
 * What a log line keeps of an error: its type, message, stack and codes, nothing else. Pino's own
 * serializer copies every field, and TypeORM's QueryFailedError carries the query and its parameters
 * (a registrant's name, e-mail and phone number); a driver's message is kept with its quoted values
 * masked.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: maskPersonalData(String(error)) };
  const fields = error as Record<string, unknown>;
  const driver = (typeof fields.driverError === 'object' && fields.driverError) || fields;
  const mask = isDatabaseError(fields)
    ? (text: string) => maskPersonalData(text).replace(QUOTED, "'?'")
    : maskPersonalData;
  const { code, errno, sqlState } = driver as Record<string, unknown>;
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Object',
    message: mask(String(fields.message ?? '')),
  };
  if (typeof code === 'string' || typeof code === 'number') serialized.code = code;
  if (typeof errno === 'number') serialized.errno = errno;
  if (typeof sqlState === 'string') serialized.sqlState = sqlState;
  if (typeof fields.stack === 'string') serialized.stack = mask(fields.stack);
  if (fields.cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = serializeError(fields.cause, depth + 1);
  }
  return serialized;
}
