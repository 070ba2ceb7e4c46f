import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { EnquiryStatus } from '@academy/graphql-client';

const SetEnquiryStatusesDocument = graphql(`
  mutation SetEnquiryStatuses($ids: [ID!]!, $status: EnquiryStatus!) {
    setEnquiryStatuses(ids: $ids, status: $status) {
      changed
      failures {
        id
        reason
      }
    }
  }
`);

/** Moves the selected enquiries to a status, each as one status change (with its history). */
export function useSetEnquiryStatuses() {
  const [mutate, { loading }] = useMutation(SetEnquiryStatusesDocument);
  const setStatuses = async (ids: string[], status: EnquiryStatus) =>
    (await mutate({ variables: { ids, status } })).data?.setEnquiryStatuses;
  return { setStatuses, saving: loading };
}
