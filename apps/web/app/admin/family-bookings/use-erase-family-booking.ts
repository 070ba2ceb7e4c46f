import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const EraseFamilyBookingDocument = graphql(`
  mutation EraseFamilyBooking($id: ID!) {
    eraseFamilyBooking(id: $id)
  }
`);

/** Erases a booking and its queued mails for good; the list is asked again. */
export function useEraseFamilyBooking() {
  const [mutate, { loading }] = useMutation(EraseFamilyBookingDocument, {
    refetchQueries: ['FamilyBookings'],
  });
  const erase = (id: string) => mutate({ variables: { id } });
  return { erase, erasing: loading };
}
