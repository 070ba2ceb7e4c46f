import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from './apollo-client';

/** Wrap the part of a route that runs GraphQL operations; never the whole app (see apollo-client.ts). */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>;
}
