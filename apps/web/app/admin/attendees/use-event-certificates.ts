import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const EventCertificatesDocument = graphql(`
  query EventCertificates($eventId: ID!) {
    eventCertificates(eventId: $eventId) {
      registrationId
      number
      status
      nameAsCertificate
      issuedAt
      replacedBy
      revokedAt
      revokeReason
    }
  }
`);

/** An event's certificates, newest first, asked afresh each visit. */
export function useEventCertificates(eventId: string) {
  const { data, loading, error, refetch } = useQuery(EventCertificatesDocument, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
  });
  return { certificates: data?.eventCertificates, loading, error, refetch: () => void refetch() };
}
