import { graphql } from '@academy/graphql-client';

export const SubmitContactEnquiryDocument = graphql(`
  mutation SubmitContactEnquiry($input: ContactEnquiryInput!) {
    submitContactEnquiry(input: $input) {
      id
      receivedAt
    }
  }
`);
