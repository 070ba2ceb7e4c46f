import { useMutation } from '@apollo/client/react';
import { type BookFamilySessionMutation, type FamilyBookingInput, graphql } from '@academy/graphql-client';
import type { FamilyBookingErrors } from '@academy/validation';
import { describeFormFailure } from '../../components/form/form-failure';
import type { SendOutcome } from '../../components/form/use-form-submit';
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

/** Books a family session; the server stores it, takes the seats and sends the confirmation mail. */
export function useBookFamilySession() {
  const [mutate] = useMutation(BookFamilySessionDocument);
  const book = async (
    input: FamilyBookingInput,
  ): Promise<SendOutcome<FamilyBookingReceipt, FamilyBookingErrors>> => {
    try {
      const { data } = await mutate({ variables: { input } });
      const receipt = data?.bookFamilySession;
      if (receipt?.message) return { ok: true, result: receipt };
      return { ok: false, failure: describeFormFailure(undefined, BOOKING_FAILURE) };
    } catch (error) {
      return { ok: false, failure: describeFormFailure(error, BOOKING_FAILURE) };
    }
  };
  return { book };
}
