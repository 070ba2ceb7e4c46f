import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import { type RegistrationFailure, describeRegistrationFailure } from './registration-failure';

const CancelMyRegistrationDocument = graphql(`
  mutation CancelMyRegistration($id: ID!, $token: String!) {
    cancelMyRegistration(id: $id, token: $token) {
      id
      updatedAt
      status
      cancelledAt
    }
  }
`);

export type CancelOutcome = { ok: true } | { ok: false; failure: RegistrationFailure };

/**
 * Cancels the registration a private link opens. The reply updates the cached registration by its id,
 * so the page shows the cancelled status without asking again.
 */
export function useCancelMyRegistration(id: string, token: string) {
  const [mutate, { loading }] = useMutation(CancelMyRegistrationDocument);
  const cancel = async (): Promise<CancelOutcome> => {
    try {
      await mutate({ variables: { id, token } });
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: describeRegistrationFailure(error) };
    }
  };
  return { cancel, cancelling: loading };
}
