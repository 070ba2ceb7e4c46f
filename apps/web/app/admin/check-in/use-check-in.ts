import { useMutation } from '@apollo/client/react';
import { type DocumentType, graphql } from '@academy/graphql-client';

const CheckInDocument = graphql(`
  mutation CheckIn(
    $eventId: ID!
    $code: String
    $registrationId: ID
    $day: String
    $admitAnyway: Boolean
    $scannedAt: DateTimeISO
  ) {
    checkIn(
      eventId: $eventId
      code: $code
      registrationId: $registrationId
      day: $day
      admitAnyway: $admitAnyway
      scannedAt: $scannedAt
    ) {
      outcome
      refusal
      message
      day
      attendee {
        ...CheckInAttendee
      }
    }
  }
`);

export type CheckInAnswer = DocumentType<typeof CheckInDocument>['checkIn'];

/** What the door sends: a scanned or typed code, or a row's registration, for a day. */
export interface CheckInRequest {
  eventId: string;
  day: string;
  code?: string;
  registrationId?: string;
  admitAnyway?: boolean;
  /** When the phone checked them in, for one kept while offline. */
  scannedAt?: string;
}

/** Checks a registrant in; the answer updates their row in the list (cached by id). */
export function useCheckIn() {
  const [mutate] = useMutation(CheckInDocument);
  return async (request: CheckInRequest): Promise<CheckInAnswer> => {
    const { data } = await mutate({ variables: request });
    if (!data) throw new Error('No answer');
    return data.checkIn;
  };
}
