import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

let client: ApolloClient | undefined;

/**
 * The browser's one Apollo Client, created on first use. Only routes that fetch import this module,
 * so pages that fetch nothing never download Apollo.
 */
export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache(),
  });
  return client;
}
