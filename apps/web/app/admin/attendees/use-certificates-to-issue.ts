import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const EventCertificatesToIssueDocument = graphql(`
  query EventCertificatesToIssue($eventId: ID!) {
    eventCertificatesToIssue(eventId: $eventId) {
      registrationId
      referenceCode
      nameAsCertificate
    }
  }
`);

/** An event's completed registrations without a certificate yet, asked afresh each visit. */
export function useCertificatesToIssue(eventId: string) {
  const { data } = useQuery(EventCertificatesToIssueDocument, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
  });
  return data?.eventCertificatesToIssue ?? [];
}
