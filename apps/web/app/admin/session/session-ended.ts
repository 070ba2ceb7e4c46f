import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const SESSION_CODES: ReadonlySet<unknown> = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * True for a reply saying there is no session or it has ended (401 UNAUTHENTICATED, 403 FORBIDDEN):
 * the person must sign in again. The server answers both as GraphQL errors with their HTTP status.
 */
export function isSessionEnded(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphqlError) => SESSION_CODES.has(graphqlError.extensions?.code));
  }
  return ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403);
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever an admin operation finds the session gone; returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionEnded(): void {
  for (const listener of listeners) listener();
}
