import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const DeclineRegistrationsDocument = graphql(`
  mutation DeclineRegistrations($ids: [ID!]!, $reason: String) {
    declineRegistrations(ids: $ids, reason: $reason) {
      changed
      failures {
        id
        reason
      }
    }
  }
`);

/** Declines registrations awaiting a prerequisite's approval: each is cancelled, its seat freed. */
export function useDeclineRegistrations() {
  const [mutate, { loading }] = useMutation(DeclineRegistrationsDocument);
  const decline = async (ids: string[], reason?: string) =>
    (await mutate({ variables: { ids, reason: reason || null } })).data?.declineRegistrations;
  return { decline, declining: loading };
}
