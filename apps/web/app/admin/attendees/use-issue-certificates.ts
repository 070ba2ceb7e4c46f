import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const IssueCertificatesDocument = graphql(`
  mutation IssueCertificates($eventId: ID!) {
    issueCertificates(eventId: $eventId) {
      number
    }
  }
`);

/** Issues the certificates of every completed registration of the event that has none. */
export function useIssueCertificates(eventId: string) {
  const [issue] = useMutation(IssueCertificatesDocument, {
    refetchQueries: ['EventCertificates', 'EventCertificatesToIssue'],
  });
  return async () => (await issue({ variables: { eventId } })).data?.issueCertificates.length ?? 0;
}
