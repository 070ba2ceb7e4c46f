import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const CancelFamilyBookingDocument = graphql(`
  mutation CancelFamilyBooking($id: ID!) {
    cancelFamilyBooking(id: $id) {
      id
      status
      history {
        ...AuditHistoryFields
      }
    }
  }
`);

/** Cancels a booking; the server gives its seats back to the session. */
export function useCancelFamilyBooking() {
  const [mutate, { loading }] = useMutation(CancelFamilyBookingDocument);
  const cancel = (id: string) => mutate({ variables: { id } });
  return { cancel, cancelling: loading };
}
