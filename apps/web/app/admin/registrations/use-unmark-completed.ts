import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const UnmarkRegistrationCompletedDocument = graphql(`
  mutation UnmarkRegistrationCompleted($registrationId: ID!) {
    unmarkRegistrationCompleted(registrationId: $registrationId) {
      ...CheckInAttendee
    }
  }
`);

/** Removes staff's completion by hand; its details are asked again. */
export function useUnmarkCompleted() {
  const [mutate, { loading }] = useMutation(UnmarkRegistrationCompletedDocument, {
    refetchQueries: ['RegistrationDetails'],
    awaitRefetchQueries: true,
  });
  const unmark = (registrationId: string) => mutate({ variables: { registrationId } });
  return { unmark, unmarking: loading };
}
