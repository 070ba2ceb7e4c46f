import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { RegistrationStatus } from '@academy/graphql-client';

const SetRegistrationStatusDocument = graphql(`
  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {
    setRegistrationStatus(id: $id, status: $status) {
      id
      status
      cancelledAt
      updatedAt
      history {
        ...AuditHistoryFields
      }
    }
  }
`);

/**
 * Moves a registration to another status; the server frees or takes its seat. The reply updates the
 * cached registration (its row, its details and its history) in place.
 */
export function useSetRegistrationStatus() {
  const [mutate, { loading }] = useMutation(SetRegistrationStatusDocument);
  const setStatus = (id: string, status: RegistrationStatus) => mutate({ variables: { id, status } });
  return { setStatus, saving: loading };
}
