import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's words when an id and token open no registration. */
export const REGISTRATION_NOT_FOUND = 'Registration not found';

/** Why the private page could not load or change the registration. */
export type RegistrationFailure =
  /** The link's id and token open no registration. */
  | { kind: 'not-found'; message: string }
  /** The link opened it once, until a newer "Lost your link?" link replaced it: the server says when. */
  | { kind: 'replaced'; message: string }
  /** No answer, a server fault, or a refusal worth repeating (too many attempts): the message when there is one. */
  | { kind: 'failed'; message?: string };

/** Reads what a registration query or mutation threw. */
export function describeRegistrationFailure(error: unknown): RegistrationFailure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'failed' };
  const notFound = error.errors.find((graphqlError) => graphqlError.extensions?.code === 'NOT_FOUND');
  if (notFound?.extensions?.replacedAt && notFound.message)
    return { kind: 'replaced', message: notFound.message };
  if (notFound) return { kind: 'not-found', message: notFound.message || REGISTRATION_NOT_FOUND };
  // The server masks its own faults as 'Internal server error': nothing a registrant can act on.
  const stated = error.errors.find(
    (graphqlError) => graphqlError.extensions?.code !== 'INTERNAL_SERVER_ERROR' && graphqlError.message,
  );
  return { kind: 'failed', message: stated?.message };
}
