import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { RegistrationStatus } from '@academy/graphql-client';

const SetRegistrationStatusesDocument = graphql(`
  mutation SetRegistrationStatuses($ids: [ID!]!, $status: RegistrationStatus!) {
    setRegistrationStatuses(ids: $ids, status: $status) {
      changed
      failures {
        id
        reason
      }
    }
  }
`);

/** Moves the selected registrations to a status, each as one status change (seats, history, mails). */
export function useSetRegistrationStatuses() {
  const [mutate, { loading }] = useMutation(SetRegistrationStatusesDocument);
  const setStatuses = async (ids: string[], status: RegistrationStatus) =>
    (await mutate({ variables: { ids, status } })).data?.setRegistrationStatuses;
  return { setStatuses, saving: loading };
}
