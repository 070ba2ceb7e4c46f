import { type BookFamilySessionMutation, type FamilyBookingInput, graphql } from '@academy/graphql-client';
import type { FamilyBookingErrors } from '@academy/validation';
import { describeFormFailure } from '../../components/form/form-failure';
import type { SendOutcome } from '../../components/form/use-form-submit';
import { getApolloClient } from '../../graphql/apollo-client';
import { inSiteLocale } from '../../site-locale';
import { BOOKING_FAILURE } from './booking-failure';

const BookFamilySessionDocument = graphql(`
  mutation BookFamilySession($input: FamilyBookingInput!) {
    bookFamilySession(input: $input) {
      message
      booking {
        id
        sessionSlot
        familyMembers
      }
      addToCalendar {
        google
        outlook
        ics
      }
    }
  }
`);

export type FamilyBookingReceipt = BookFamilySessionMutation['bookFamilySession'];

/**
 * Books a family session; the server stores it, takes the seats and sends the confirmation mail. This
 * module brings Apollo with it, so the page loads it only once the visitor turns to the booking form.
 */
export async function sendFamilyBooking(
  input: FamilyBookingInput,
): Promise<SendOutcome<FamilyBookingReceipt, FamilyBookingErrors>> {
  try {
    const { data } = await getApolloClient().mutate({
      mutation: BookFamilySessionDocument,
      variables: { input: inSiteLocale(input) },
    });
    const receipt = data?.bookFamilySession;
    if (receipt?.message) return { ok: true, result: receipt };
    return { ok: false, failure: describeFormFailure(undefined, BOOKING_FAILURE) };
  } catch (error) {
    return { ok: false, failure: describeFormFailure(error, BOOKING_FAILURE) };
  }
}
