import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from './apollo-client';

interface GraphqlProviderProps {
  /** Another client than the site's (the admin area keeps its own cache, dropped on sign-out). */
  client?: ApolloClient;
  children: ReactNode;
}

/** Wrap the part of a route that runs GraphQL operations; never the whole app (see apollo-client.ts). */
export function GraphqlProvider({ client, children }: GraphqlProviderProps) {
  return <ApolloProvider client={client ?? getApolloClient()}>{children}</ApolloProvider>;
}
