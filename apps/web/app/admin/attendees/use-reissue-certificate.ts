import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const ReissueCertificateDocument = graphql(`
  mutation ReissueCertificate($number: String!, $nameAsCertificate: String!) {
    reissueCertificate(number: $number, nameAsCertificate: $nameAsCertificate) {
      number
    }
  }
`);

/** A corrected certificate under a new number, replacing the one given. */
export function useReissueCertificate() {
  const [reissue] = useMutation(ReissueCertificateDocument, { refetchQueries: ['EventCertificates'] });
  return (number: string, nameAsCertificate: string) => reissue({ variables: { number, nameAsCertificate } });
}
