import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const DeleteFamilySessionDocument = graphql(`
  mutation DeleteFamilySession($id: ID!) {
    deleteFamilySession(id: $id)
  }
`);

/** Deletes a session nobody booked (the server answers CONFLICT otherwise). */
export function useDeleteFamilySession() {
  const [mutate] = useMutation(DeleteFamilySessionDocument, {
    refetchQueries: ['AdminFamilySessions'],
  });
  const remove = (id: string) => mutate({ variables: { id } });
  return { remove };
}
