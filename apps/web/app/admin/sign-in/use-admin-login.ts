import { useMutation } from '@apollo/client/react';
import { ADMIN_LOGIN } from '@academy/content';
import { graphql } from '@academy/graphql-client';
import { SIGN_IN_FIELDS, type SignInErrors, type SignInForm } from '@academy/validation';
import { AdminSessionDocument } from '../session/use-admin-session';
import { type FailureReading, describeFormFailure, fieldsNamed } from '../../components/form/form-failure';
import type { SendOutcome } from '../../components/form/use-form-submit';

const AdminLoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!, $rememberMe: Boolean!) {
    adminLogin(email: $email, password: $password, rememberMe: $rememberMe) {
      expiresAt
    }
  }
`);

export interface LoginCredentials extends SignInForm {
  rememberMe: boolean;
}

/** SPEC.md 8: the server's error text (wrong password, too many attempts, empty field), or the default. */
const SIGN_IN_FAILURE: FailureReading<SignInErrors> = {
  fieldErrors: fieldsNamed(SIGN_IN_FIELDS),
  failed: (message) => message || ADMIN_LOGIN.failed,
};

/**
 * Signs in. The server sets the HttpOnly session cookie; this never sees or stores the token (the
 * mutation does not even ask for it). The session is asked again before going on, so the guard of the
 * next screen knows at once.
 */
export function useAdminLogin() {
  const [mutate] = useMutation(AdminLoginDocument);
  const login = async (credentials: LoginCredentials): Promise<SendOutcome<true, SignInErrors>> => {
    try {
      await mutate({
        variables: { ...credentials, email: credentials.email.trim() },
        refetchQueries: [AdminSessionDocument],
        awaitRefetchQueries: true,
      });
      return { ok: true, result: true };
    } catch (error) {
      return { ok: false, failure: describeFormFailure(error, SIGN_IN_FAILURE) };
    }
  };
  return { login };
}
