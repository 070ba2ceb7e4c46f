import { useMutation } from '@apollo/client/react';
import { type RegistrationInput, graphql } from '@academy/graphql-client';
import {
  REGISTRATION_FAILED_MESSAGE,
  type RegistrationFailure,
  describeRegistrationFailure,
} from './registration-failure';

const SubmitRegistrationDocument = graphql(`
  mutation SubmitRegistration($input: RegistrationInput!) {
    submitRegistration(input: $input) {
      id
      status
      programme
      createdAt
      message
    }
  }
`);

/** ok: stored, with the thank-you text to show; otherwise what the form shows instead. */
export type RegistrationOutcome = { ok: true; message: string } | { ok: false; failure: RegistrationFailure };

/** Sends a registration and turns the reply into the thank-you text or the messages of SPEC.md 8. */
export function useSubmitRegistration() {
  const [mutate] = useMutation(SubmitRegistrationDocument);
  const submit = async (input: RegistrationInput): Promise<RegistrationOutcome> => {
    try {
      const { data } = await mutate({ variables: { input } });
      const message = data?.submitRegistration.message;
      if (message) return { ok: true, message };
      return { ok: false, failure: { kind: 'failed', message: REGISTRATION_FAILED_MESSAGE } };
    } catch (error) {
      return { ok: false, failure: describeRegistrationFailure(error) };
    }
  };
  return { submit };
}
