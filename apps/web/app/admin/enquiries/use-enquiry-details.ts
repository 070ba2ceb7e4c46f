import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const EnquiryDetailsDocument = graphql(`
  query EnquiryDetails($id: ID!) {
    enquiry(id: $id) {
      id
      firstName
      lastName
      fullName
      email
      phoneNumber
      country
      countryName
      zipCode
      message
      status
      createdAt
      history {
        ...AuditHistoryFields
      }
    }
  }
`);

/** One enquiry with its message and history. */
export function useEnquiryDetails(id: string) {
  const { data, error, refetch } = useQuery(EnquiryDetailsDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return { enquiry: data?.enquiry, error, refetch: () => void refetch() };
}
