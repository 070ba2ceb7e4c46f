import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const RequestAdminPasswordResetDocument = graphql(`
  mutation RequestAdminPasswordReset($email: String!) {
    requestAdminPasswordReset(email: $email)
  }
`);

const ResetAdminPasswordDocument = graphql(`
  mutation ResetAdminPassword($token: String!, $newPassword: String!) {
    resetAdminPassword(token: $token, newPassword: $newPassword)
  }
`);

/** Asks for a reset link, and sets a new password with one. */
export function usePasswordReset() {
  const [askMutation] = useMutation(RequestAdminPasswordResetDocument);
  const [resetMutation] = useMutation(ResetAdminPasswordDocument);
  return {
    ask: (email: string) => askMutation({ variables: { email: email.trim() } }),
    reset: (token: string, newPassword: string) => resetMutation({ variables: { token, newPassword } }),
  };
}
