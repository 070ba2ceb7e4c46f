import { type ReactNode, useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_SHELL } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { getAdminApolloClient } from '../graphql/admin-apollo-client';
import { ErrorPanel } from '../list/ErrorPanel';
import { LoadingState } from '../list/LoadingState';
import { loginPathFor } from '../session/next-path';
import { isSessionEnded, onSessionEnded } from '../session/session-ended';
import { useAdminSession } from '../session/use-admin-session';
import { AdminShell } from './AdminShell';

/** Every admin screen but the sign-in page: Apollo, the session guard and the shell. */
export function AdminArea({ children }: { children: ReactNode }) {
  return (
    <GraphqlProvider client={getAdminApolloClient()}>
      <SessionGuard>{(adminName) => <AdminShell adminName={adminName}>{children}</AdminShell>}</SessionGuard>
    </GraphqlProvider>
  );
}

/**
 * The client-side guard of SPEC.md 6, a convenience only (the server refuses every admin field without
 * a session): asks who is signed in, shows a loading state meanwhile, and without a session replaces the
 * address with the sign-in page, which brings the person back here afterwards.
 */
function SessionGuard({ children }: { children: (adminName: string) => ReactNode }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const { session, loading, error, refetch } = useAdminSession();
  useLeaveWhenSessionEnds(here);
  if (session) return children(session.admin.name);
  if (loading) return <LoadingState label={ADMIN_SHELL.checkingSession} />;
  if (error && !isSessionEnded(error)) {
    return (
      <Box as="main" p="6">
        <ErrorPanel summary={ADMIN_SHELL.sessionCheckFailed} error={error} onRetry={() => void refetch()} />
      </Box>
    );
  }
  return <Navigate to={loginPathFor(here)} replace />;
}

/**
 * A 401/403 on any admin operation means the session is gone (SPEC.md 4): drop every cached row and go
 * to the sign-in page, which returns here afterwards.
 */
function useLeaveWhenSessionEnds(here: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);
  useEffect(
    () =>
      onSessionEnded(() => {
        navigate(loginPathFor(hereRef.current), { replace: true });
        void client.clearStore();
      }),
    [client, navigate],
  );
}
