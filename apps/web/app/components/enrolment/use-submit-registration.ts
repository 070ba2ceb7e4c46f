import { useMutation } from '@apollo/client/react';
import { type RegistrationInput, type SubmitRegistrationMutation, graphql } from '@academy/graphql-client';
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
      referenceCode
      event {
        id
        addToCalendar {
          google
          outlook
          ics
        }
      }
    }
  }
`);

/** What the thank-you shows: its text, the reference code and the event's calendar links. */
export type RegistrationThankYou = SubmitRegistrationMutation['submitRegistration'];

/** ok: stored, with the thank-you to show; otherwise what the form shows instead. */
export type RegistrationOutcome =
  { ok: true; thankYou: RegistrationThankYou } | { ok: false; failure: RegistrationFailure };

/** Sends a registration and turns the reply into the thank-you text or the messages of SPEC.md 8. */
export function useSubmitRegistration() {
  const [mutate] = useMutation(SubmitRegistrationDocument);
  const submit = async (input: RegistrationInput): Promise<RegistrationOutcome> => {
    try {
      const { data } = await mutate({ variables: { input } });
      const thankYou = data?.submitRegistration;
      if (thankYou?.message) return { ok: true, thankYou };
      return { ok: false, failure: { kind: 'failed', message: REGISTRATION_FAILED_MESSAGE } };
    } catch (error) {
      return { ok: false, failure: describeRegistrationFailure(error) };
    }
  };
  return { submit };
}
