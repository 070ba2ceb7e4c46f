import { useMutation } from '@apollo/client/react';
import { ADMIN_LOGIN } from '@academy/content';
import { graphql } from '@academy/graphql-client';
import { AdminSessionDocument } from '../../admin/session/use-admin-session';
import { fieldErrorsOf, readGraphqlFailure } from '../../components/form/graphql-failure';

const AdminLoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!, $rememberMe: Boolean!) {
    adminLogin(email: $email, password: $password, rememberMe: $rememberMe) {
      expiresAt
    }
  }
`);

export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type LoginField = 'email' | 'password';

export type LoginOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors: Partial<Record<LoginField, string>> };

/**
 * Signs in. The server sets the HttpOnly session cookie; this never sees or stores the token (the
 * mutation does not even ask for it). The session is asked again before going on, so the guard of the
 * next screen knows at once.
 */
export function useAdminLogin() {
  const [mutate, { loading }] = useMutation(AdminLoginDocument);
  const login = async (credentials: LoginCredentials): Promise<LoginOutcome> => {
    try {
      await mutate({
        variables: credentials,
        refetchQueries: [AdminSessionDocument],
        awaitRefetchQueries: true,
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, ...describeLoginFailure(error) };
    }
  };
  return { login, signingIn: loading };
}

const isLoginField = (field: string): field is LoginField => field === 'email' || field === 'password';

/** SPEC.md 8: the server's error text (wrong password, too many attempts, empty field), or the default. */
function describeLoginFailure(error: unknown): Omit<Extract<LoginOutcome, { ok: false }>, 'ok'> {
  const failure = readGraphqlFailure(error);
  if (!failure) return { message: ADMIN_LOGIN.failed, fieldErrors: {} };
  return {
    message: failure.message || ADMIN_LOGIN.failed,
    fieldErrors: fieldErrorsOf(failure.fieldErrors, isLoginField),
  };
}
