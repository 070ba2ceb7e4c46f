import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const CancelFamilyBookingsDocument = graphql(`
  mutation CancelFamilyBookings($ids: [ID!]!) {
    cancelFamilyBookings(ids: $ids) {
      changed
      failures {
        id
        reason
      }
    }
  }
`);

/** Cancels the selected bookings, each as one cancellation (seats back, its history). */
export function useCancelFamilyBookings() {
  const [mutate, { loading }] = useMutation(CancelFamilyBookingsDocument);
  const cancel = async (ids: string[]) => (await mutate({ variables: { ids } })).data?.cancelFamilyBookings;
  return { cancel, cancelling: loading };
}
