import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const SetFamilySessionOpenDocument = graphql(`
  mutation SetFamilySessionOpen($id: ID!, $open: Boolean!) {
    setFamilySessionOpen(id: $id, open: $open) {
      ...AdminFamilySessionFields
    }
  }
`);

/** Opens a family session for booking or closes it. */
export function useSetFamilySessionOpen() {
  const [mutate] = useMutation(SetFamilySessionOpenDocument);
  const setOpen = (id: string, open: boolean) => mutate({ variables: { id, open } });
  return { setOpen };
}
