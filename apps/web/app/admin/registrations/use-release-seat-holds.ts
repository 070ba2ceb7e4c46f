import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const ReleaseSeatHoldsDocument = graphql(`
  mutation ReleaseSeatHolds($ids: [ID!]!) {
    releaseSeatHolds(ids: $ids) {
      changed
      failures {
        id
        reason
      }
    }
  }
`);

/** Ends the seat holds of the selected unpaid, unconfirmed registrations (each expires, mailed and recorded). */
export function useReleaseSeatHolds() {
  const [mutate, { loading }] = useMutation(ReleaseSeatHoldsDocument);
  const release = async (ids: string[]) => (await mutate({ variables: { ids } })).data?.releaseSeatHolds;
  return { release, releasing: loading };
}
