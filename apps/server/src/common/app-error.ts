/**
 * Every failure the server reports on purpose carries one of these codes. The table below is the only
 * place a code becomes an HTTP status (REST) or a GraphQL `extensions.code`: both error formatters read
 * it, so the two APIs can never disagree about what went wrong. `statusInGraphql` codes also set the
 * HTTP status of a GraphQL reply (a refused session is a 401 on both APIs); the others leave GraphQL
 * at 200 with the error in `errors`, as GraphQL clients expect.
 */
export const ERROR_CODES = {
  BAD_INPUT: { status: 400, graphql: 'BAD_USER_INPUT', statusInGraphql: false },
  UNAUTHENTICATED: { status: 401, graphql: 'UNAUTHENTICATED', statusInGraphql: true },
  FORBIDDEN: { status: 403, graphql: 'FORBIDDEN', statusInGraphql: true },
  NOT_FOUND: { status: 404, graphql: 'NOT_FOUND', statusInGraphql: false },
  REQUEST_TIMEOUT: { status: 408, graphql: 'REQUEST_TIMEOUT', statusInGraphql: false },
  CONFLICT: { status: 409, graphql: 'CONFLICT', statusInGraphql: false },
  PAYLOAD_TOO_LARGE: { status: 413, graphql: 'PAYLOAD_TOO_LARGE', statusInGraphql: false },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, graphql: 'UNSUPPORTED_MEDIA_TYPE', statusInGraphql: false },
  RANGE_NOT_SATISFIABLE: { status: 416, graphql: 'RANGE_NOT_SATISFIABLE', statusInGraphql: false },
  RATE_LIMITED: { status: 429, graphql: 'RATE_LIMITED', statusInGraphql: true },
  QUERY_TOO_COMPLEX: { status: 400, graphql: 'QUERY_TOO_COMPLEX', statusInGraphql: true },
  UNAVAILABLE: { status: 503, graphql: 'SERVICE_UNAVAILABLE', statusInGraphql: true },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One field's problem, in the words the form shows under that field. */
export interface FieldError {
  field: string;
  message: string;
}

export interface AppErrorDetails {
  /** BAD_INPUT: every bad field with its message. */
  fieldErrors?: FieldError[];
  /** RATE_LIMITED, UNAVAILABLE: seconds until the next attempt may succeed (the Retry-After header). */
  retryAfterSeconds?: number;
  /** NOT_FOUND of a private link: when the newer link that replaced it was mailed. */
  replacedAt?: Date;
}

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  get graphqlCode(): string {
    return ERROR_CODES[this.code].graphql;
  }

  /**
   * What GraphQL adds beside the message: the code, the field errors or the retry delay, and for the
   * codes that set it, the HTTP status and headers (Apollo Server reads `http` and strips it from the
   * reply). graphql-js copies this object onto the GraphQLError wrapping a resolver's AppError.
   */
  get extensions(): Record<string, unknown> {
    const { graphql, status, statusInGraphql } = ERROR_CODES[this.code];
    const extensions: Record<string, unknown> = { code: graphql };
    if (this.details.fieldErrors) extensions.fieldErrors = this.details.fieldErrors;
    if (this.details.retryAfterSeconds !== undefined) extensions.retryAfter = this.details.retryAfterSeconds;
    if (this.details.replacedAt) extensions.replacedAt = this.details.replacedAt.toISOString();
    if (statusInGraphql) {
      const headers = new Map<string, string>();
      if (this.details.retryAfterSeconds !== undefined) {
        headers.set('retry-after', String(this.details.retryAfterSeconds));
      }
      extensions.http = { status, headers };
    }
    return extensions;
  }

  static badInput(
    fieldErrors: FieldError[],
    message = `Invalid input: ${fieldErrors.map((e) => e.message).join('; ')}`,
  ) {
    return new AppError('BAD_INPUT', message, { fieldErrors });
  }

  static notFound(message = 'Not found') {
    return new AppError('NOT_FOUND', message);
  }

  static unauthenticated(message = 'Sign in to continue') {
    return new AppError('UNAUTHENTICATED', message);
  }

  static forbidden(message = 'This session has ended. Please sign in again.') {
    return new AppError('FORBIDDEN', message);
  }

  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
}
