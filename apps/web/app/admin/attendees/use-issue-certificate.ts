import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const IssueCertificateDocument = graphql(`
  mutation IssueCertificate($registrationId: ID!) {
    issueCertificate(registrationId: $registrationId) {
      number
    }
  }
`);

/** Issues one completed registration's certificate (or answers the one it has). */
export function useIssueCertificate() {
  const [issue] = useMutation(IssueCertificateDocument, {
    refetchQueries: ['EventCertificates', 'EventCertificatesToIssue'],
  });
  return async (registrationId: string) =>
    (await issue({ variables: { registrationId } })).data?.issueCertificate.number;
}
