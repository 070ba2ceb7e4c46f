import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ADMIN_LOGIN, ADMIN_SHELL } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { getAdminApolloClient } from '../graphql/admin-apollo-client';
import { LoadingState } from '../list/LoadingState';
import { nextPathAfterLogin } from '../session/next-path';
import { useAdminSession } from '../session/use-admin-session';
import { SignInForm } from './SignInForm';

/** The admin sign-in page (SPEC.md 2.15). */
export function SignInScreen() {
  return (
    <GraphqlProvider client={getAdminApolloClient()}>
      <Box as="main" minH="100dvh" bg="gray.50" px="4" py={{ base: '10', md: '20' }}>
        <Stack maxW="md" mx="auto" gap="6" bg="white" p={{ base: '6', md: '8' }} rounded="xl" shadow="md">
          <Heading as="h1" size="2xl" color="teal.900">
            {ADMIN_LOGIN.title}
          </Heading>
          <Text color="gray.700">{ADMIN_LOGIN.intro}</Text>
          <SignIn />
        </Stack>
      </Box>
    </GraphqlProvider>
  );
}

/**
 * The form, unless this browser holds a session: then straight on to the page asked for. Signing in
 * asks the session again (useAdminLogin), so that answer is what moves the person on.
 */
function SignIn() {
  const [params] = useSearchParams();
  const next = nextPathAfterLogin(params.get('next'));
  const { session, loading } = useAdminSession();
  if (loading) return <LoadingState label={ADMIN_SHELL.checkingSession} />;
  if (session) return <Navigate to={next} replace />;
  return <SignInForm />;
}
