import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { announceSessionEnded, isSessionEnded } from '../session/session-ended';

/** Operations whose 401 means "wrong credentials" or "not signed in yet", not "your session ended". */
const SESSIONLESS_OPERATIONS: ReadonlySet<string> = new Set(['AdminLogin', 'AdminSession']);

let client: ApolloClient | undefined;

/**
 * The admin area's Apollo Client: its own cache (signing out drops it whole, and no visitor page ever
 * shares it) and one place that notices a session has ended, whichever operation found out.
 */
export function getAdminApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: ApolloLink.from([
      new ErrorLink(({ error, operation }) => {
        if (!SESSIONLESS_OPERATIONS.has(operation.operationName ?? '') && isSessionEnded(error)) {
          announceSessionEnded();
        }
      }),
      new HttpLink({ uri: '/graphql' }),
    ]),
    cache: new InMemoryCache(),
  });
  return client;
}
