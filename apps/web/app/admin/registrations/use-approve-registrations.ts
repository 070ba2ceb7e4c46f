import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const ApproveRegistrationsDocument = graphql(`
  mutation ApproveRegistrations($ids: [ID!]!) {
    approveRegistrations(ids: $ids) {
      changed
      failures {
        id
        reason
      }
    }
  }
`);

/** Approves registrations awaiting a prerequisite's approval: each becomes pending, payment asked. */
export function useApproveRegistrations() {
  const [mutate, { loading }] = useMutation(ApproveRegistrationsDocument);
  const approve = async (ids: string[]) => (await mutate({ variables: { ids } })).data?.approveRegistrations;
  return { approve, approving: loading };
}
