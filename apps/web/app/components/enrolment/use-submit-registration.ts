import { useMutation } from '@apollo/client/react';
import { type RegistrationInput, graphql } from '@academy/graphql-client';
import type { RegistrationErrors } from '@academy/validation';
import { describeFormFailure } from '../form/form-failure';
import type { SendOutcome } from '../form/use-form-submit';
import { REGISTRATION_FAILED_MESSAGE, REGISTRATION_FAILURE } from './registration-failure';

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

/** Sends a registration: the thank-you text to show, or the messages of SPEC.md 8. */
export function useSubmitRegistration() {
  const [mutate] = useMutation(SubmitRegistrationDocument);
  const submit = async (input: RegistrationInput): Promise<SendOutcome<string, RegistrationErrors>> => {
    try {
      const { data } = await mutate({ variables: { input } });
      const message = data?.submitRegistration.message;
      if (message) return { ok: true, result: message };
      return {
        ok: false,
        failure: { kind: 'failed', message: REGISTRATION_FAILED_MESSAGE, fieldErrors: {} },
      };
    } catch (error) {
      return { ok: false, failure: describeFormFailure(error, REGISTRATION_FAILURE) };
    }
  };
  return { submit };
}
