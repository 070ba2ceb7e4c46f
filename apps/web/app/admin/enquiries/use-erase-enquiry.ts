import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const EraseEnquiryDocument = graphql(`
  mutation EraseEnquiry($id: ID!) {
    eraseEnquiry(id: $id)
  }
`);

/** Erases an enquiry and its queued mails for good; the list is asked again. */
export function useEraseEnquiry() {
  const [mutate, { loading }] = useMutation(EraseEnquiryDocument, { refetchQueries: ['Enquiries'] });
  const erase = (id: string) => mutate({ variables: { id } });
  return { erase, erasing: loading };
}
