import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ADMIN_LIST_ERRORS } from '@academy/content';
import { fieldErrorsOf, readGraphqlFailure } from '../../components/form/graphql-failure';

const REQUEST_TIMEOUT = 'Request timeout. Please check your connection and try again.';

/**
 * The detail line of SPEC.md 8 for a list that could not be loaded: a timeout, a network failure, a
 * non-OK reply, or 'Error: <message>' for anything the server said.
 */
export function describeListFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'AbortError') return REQUEST_TIMEOUT;
  if (ServerError.is(error)) {
    const statusText = error.response.statusText;
    return `Server Error: ${error.statusCode}${statusText ? ` - ${statusText}` : ''}`;
  }
  if (CombinedGraphQLErrors.is(error)) {
    return `Error: ${error.errors[0]?.message ?? error.message}`;
  }
  // fetch() rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return ADMIN_LIST_ERRORS.network;
  return error instanceof Error && error.message ? `Error: ${error.message}` : ADMIN_LIST_ERRORS.network;
}

/** A change that failed: the server's message and the messages to show under each field. */
export interface ActionFailure {
  message: string;
  fieldErrors: Partial<Record<string, string>>;
}

/** An admin form shows every field the server names. */
const anyField = (_field: string): _field is string => true;

/** Turns what a mutation threw into a banner text and field messages (the first message per field). */
export function describeActionFailure(error: unknown): ActionFailure {
  const failure = readGraphqlFailure(error);
  if (failure) {
    return {
      message: failure.message || ADMIN_LIST_ERRORS.actionFailed,
      fieldErrors: fieldErrorsOf(failure.fieldErrors, anyField),
    };
  }
  if (error instanceof TypeError) return { message: ADMIN_LIST_ERRORS.network, fieldErrors: {} };
  return { message: ADMIN_LIST_ERRORS.actionFailed, fieldErrors: {} };
}
