import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const UndoCheckInDocument = graphql(`
  mutation UndoCheckIn($registrationId: ID!, $day: String!) {
    undoCheckIn(registrationId: $registrationId, day: $day) {
      ...CheckInAttendee
    }
  }
`);

/** Takes back a check-in made today; the answer updates the row. */
export function useUndoCheckIn() {
  const [mutate] = useMutation(UndoCheckInDocument);
  return (registrationId: string, day: string) => mutate({ variables: { registrationId, day } });
}
