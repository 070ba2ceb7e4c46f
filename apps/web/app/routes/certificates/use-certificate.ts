import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type DocumentType, graphql } from '@academy/graphql-client';

const CertificateDocument = graphql(`
  query Certificate($number: String!) {
    certificate(number: $number) {
      number
      status
      replacedBy
      revokedAt
      nameAsCertificate
      programme
      levelName
      startDate
      endDate
      trainer
      issuedAt
    }
  }
`);

export type CheckedCertificate = NonNullable<DocumentType<typeof CertificateDocument>['certificate']>;

/** What checking a number gave: the certificate, none with that number, or a failure (too many checks). */
export type CertificateCheck =
  | { kind: 'loading' }
  | { kind: 'found'; certificate: CheckedCertificate }
  | { kind: 'not-found' }
  | { kind: 'throttled' }
  | { kind: 'failed' };

/** The certificate a number names, asked afresh each visit (it may be revoked or replaced since). */
export function useCertificate(number: string): CertificateCheck {
  const { data, loading, error } = useQuery(CertificateDocument, {
    variables: { number },
    fetchPolicy: 'network-only',
  });
  if (error) {
    const throttled =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((graphqlError) => graphqlError.extensions?.code === 'RATE_LIMITED');
    return { kind: throttled ? 'throttled' : 'failed' };
  }
  if (loading || !data) return { kind: 'loading' };
  return data.certificate ? { kind: 'found', certificate: data.certificate } : { kind: 'not-found' };
}
