import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const MarkRegistrationCompletedDocument = graphql(`
  mutation MarkRegistrationCompleted($registrationId: ID!, $reason: String!) {
    markRegistrationCompleted(registrationId: $registrationId, reason: $reason) {
      ...CheckInAttendee
    }
  }
`);

/** Marks a registration completed by hand with the reason; its details are asked again (completion, history). */
export function useMarkCompleted() {
  const [mutate, { loading }] = useMutation(MarkRegistrationCompletedDocument, {
    refetchQueries: ['RegistrationDetails'],
    awaitRefetchQueries: true,
  });
  const mark = (registrationId: string, reason: string) => mutate({ variables: { registrationId, reason } });
  return { mark, marking: loading };
}
