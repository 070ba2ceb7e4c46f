import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const RevokeCertificateDocument = graphql(`
  mutation RevokeCertificate($number: String!, $reason: String!) {
    revokeCertificate(number: $number, reason: $reason) {
      number
    }
  }
`);

/** Revokes a certificate with the reason staff keep. */
export function useRevokeCertificate() {
  const [revoke] = useMutation(RevokeCertificateDocument, { refetchQueries: ['EventCertificates'] });
  return (number: string, reason: string) => revoke({ variables: { number, reason } });
}
