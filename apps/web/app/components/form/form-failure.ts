import { ServerError } from '@apollo/client/errors';
import { FIX_ERRORS_MESSAGE } from './form-messages';
import { type ServerFieldError, fieldErrorsOf, readGraphqlFailure } from './graphql-failure';

/**
 * What a form does after a failed send: `invalid` shows the server's messages under the form's fields
 * (the banner asks to fix them); `conflict` shows the server's words (an event filled up, a session
 * closed) and the form may ask for fresh choices; `failed` is anything else, in the form's own words.
 */
export interface FormFailure<Errors> {
  kind: 'invalid' | 'conflict' | 'failed';
  message: string;
  fieldErrors: Errors;
}

/** How one form reads a failure: its fields, and its words for a failure that is about none of them. */
export interface FailureReading<Errors> {
  /** The server's field errors in the form's shape; fields the form does not have are left out. */
  fieldErrors: (fieldErrors: readonly ServerFieldError[]) => Errors;
  /** The banner for any other failure, given its message ('' when it has none): SPEC.md 8's texts. */
  failed: (message: string) => string;
}

/** The one reading of what a mutation threw, shared by every form. */
export function describeFormFailure<Errors extends object>(
  error: unknown,
  reading: FailureReading<Errors>,
): FormFailure<Errors> {
  const none = reading.fieldErrors([]);
  if (ServerError.is(error)) {
    // SPEC.md 8: a reply that is not 2xx is named by its status.
    return {
      kind: 'failed',
      message: reading.failed(`HTTP error! status: ${error.statusCode}`),
      fieldErrors: none,
    };
  }
  const failure = readGraphqlFailure(error);
  if (failure?.code === 'CONFLICT' && failure.message) {
    return { kind: 'conflict', message: failure.message, fieldErrors: none };
  }
  if (failure?.code === 'BAD_USER_INPUT') {
    const fieldErrors = reading.fieldErrors(failure.fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      return { kind: 'invalid', message: FIX_ERRORS_MESSAGE, fieldErrors };
    }
    // Refused for something the form does not show (the session it books no longer exists): its words.
    const [first] = failure.fieldErrors;
    if (first) return { kind: 'conflict', message: first.message, fieldErrors: none };
  }
  const message = failure?.message ?? (error instanceof Error ? error.message : '');
  return { kind: 'failed', message: reading.failed(message), fieldErrors: none };
}

/**
 * The same reading for a REST reply that was not 2xx ({ message, errors: [{ field, message }] }, or a
 * proxy's page with no JSON at all): the form's fields, else the server's message, else its own words.
 */
export function describeRestFailure<Errors extends object>(
  status: number,
  body: string,
  reading: FailureReading<Errors>,
): FormFailure<Errors> {
  let reply: { message?: unknown; errors?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') reply = parsed;
  } catch {
    // Not our server's JSON (a proxy's error page): the form's own words below.
  }
  const serverErrors = Array.isArray(reply.errors)
    ? reply.errors.flatMap((entry: unknown) => {
        const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
        return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
      })
    : [];
  const fieldErrors = reading.fieldErrors(serverErrors);
  if (Object.keys(fieldErrors).length > 0) {
    return { kind: 'invalid', message: FIX_ERRORS_MESSAGE, fieldErrors };
  }
  const message = typeof reply.message === 'string' ? reply.message : '';
  if (status === 409 && message) return { kind: 'conflict', message, fieldErrors: fieldErrors };
  return { kind: 'failed', message: reading.failed(message), fieldErrors };
}

/** Field errors for a form whose fields are named as the server names them (first message per field). */
export function fieldsNamed<Field extends string>(fields: readonly Field[]) {
  const known: ReadonlySet<string> = new Set(fields);
  const isField = (field: string): field is Field => known.has(field);
  return (fieldErrors: readonly ServerFieldError[]) => fieldErrorsOf(fieldErrors, isField);
}
