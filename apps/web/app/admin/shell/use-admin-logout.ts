import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '@academy/content';
import { graphql } from '@academy/graphql-client';

const AdminLogoutDocument = graphql(`
  mutation AdminLogout {
    adminLogout
  }
`);

/**
 * Ends the session on the server (which also clears the cookie), drops every cached admin row and goes
 * to the sign-in page. The page changes even when the server cannot be reached: staying would only show
 * data the person asked to leave.
 */
export function useAdminLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(AdminLogoutDocument);
  const logout = async () => {
    await mutate().catch(() => undefined);
    await client.clearStore();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };
  return { logout, loggingOut: loading };
}
