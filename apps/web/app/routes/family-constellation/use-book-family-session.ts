import { useMutation } from '@apollo/client/react';
import { type BookFamilySessionMutation, type FamilyBookingInput, graphql } from '@academy/graphql-client';
import { type BookingFailure, describeBookingFailure } from './booking-failure';

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

/** ok: stored, with the confirmation to show; otherwise what the form shows instead. */
export type BookingOutcome =
  { ok: true; receipt: FamilyBookingReceipt } | { ok: false; failure: BookingFailure };

/** Books a family session; the server stores it, takes the seats and sends the confirmation mail. */
export function useBookFamilySession() {
  const [mutate] = useMutation(BookFamilySessionDocument);
  const book = async (input: FamilyBookingInput): Promise<BookingOutcome> => {
    try {
      const { data } = await mutate({ variables: { input } });
      const receipt = data?.bookFamilySession;
      if (receipt?.message) return { ok: true, receipt };
      return { ok: false, failure: describeBookingFailure(undefined) };
    } catch (error) {
      return { ok: false, failure: describeBookingFailure(error) };
    }
  };
  return { book };
}
