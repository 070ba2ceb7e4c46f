import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

export const AdminSessionDocument = graphql(`
  query AdminSession {
    adminSession {
      expiresAt
      admin {
        id
        email
        name
        lastLoginAt
      }
    }
  }
`);

/**
 * Who is signed in, as the server sees the session cookie. The browser never reads the token: asking
 * is the only way to know. Cached, so moving between admin screens does not ask again; a session that
 * ends meanwhile shows up as the next operation's 401/403.
 */
export function useAdminSession() {
  const { data, loading, error, refetch } = useQuery(AdminSessionDocument, { fetchPolicy: 'cache-first' });
  return { session: data?.adminSession, loading, error, refetch };
}
