import { type RegistrationInput, type SubmitRegistrationMutation, graphql } from '@academy/graphql-client';
import type { RegistrationErrors } from '@academy/validation';
import { getApolloClient } from '../../graphql/apollo-client';
import { inSiteLocale } from '../../site-locale';
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
      referenceCode
      holdUntil
      accessToken
      onlinePayment {
        amount
        currency
      }
      event {
        id
        seatsLeft
        enrollable
        availability
        addToCalendar {
          google
          outlook
          ics
        }
      }
    }
  }
`);

/**
 * What the thank-you shows (its text, the reference code, the event's calendar links) and then the
 * confirmation that stays on the page (what to pay, and the event's seats left now).
 */
export type RegistrationThankYou = SubmitRegistrationMutation['submitRegistration'];

/**
 * Sends a registration: the thank-you to show, or the messages of SPEC.md 8. This module brings Apollo
 * with it, so the form loads it only once the visitor turns to it (use-submit-registration.ts).
 */
export async function sendRegistration(
  input: RegistrationInput,
): Promise<SendOutcome<RegistrationThankYou, RegistrationErrors>> {
  try {
    const { data } = await getApolloClient().mutate({
      mutation: SubmitRegistrationDocument,
      variables: { input: inSiteLocale(input) },
    });
    const thankYou = data?.submitRegistration;
    if (thankYou?.message) return { ok: true, result: thankYou };
    return {
      ok: false,
      failure: { kind: 'failed', message: REGISTRATION_FAILED_MESSAGE, fieldErrors: {} },
    };
  } catch (error) {
    return { ok: false, failure: describeFormFailure(error, REGISTRATION_FAILURE) };
  }
}
