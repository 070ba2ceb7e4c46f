import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { CertificateCheck } from '@academy/content';
import { graphql } from '@academy/graphql-client';

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

/**
 * The certificate a number names, asked afresh each visit (it may be revoked or replaced since): the
 * page reached by a client navigation, which the server did not look up.
 */
export function useCertificate(number: string): CertificateCheck | { kind: 'loading' } {
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
