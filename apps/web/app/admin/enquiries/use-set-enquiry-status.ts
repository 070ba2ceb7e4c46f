import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { EnquiryStatus } from '@academy/graphql-client';

const SetEnquiryStatusDocument = graphql(`
  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {
    setEnquiryStatus(id: $id, status: $status) {
      id
      status
      history {
        ...AuditHistoryFields
      }
    }
  }
`);

/** Moves an enquiry to new, in progress or resolved; the cached row and details follow. */
export function useSetEnquiryStatus() {
  const [mutate, { loading }] = useMutation(SetEnquiryStatusDocument);
  const setStatus = (id: string, status: EnquiryStatus) => mutate({ variables: { id, status } });
  return { setStatus, saving: loading };
}
