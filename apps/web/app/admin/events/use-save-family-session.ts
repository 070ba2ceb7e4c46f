import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { FamilySessionInput } from '@academy/graphql-client';

const CreateFamilySessionDocument = graphql(`
  mutation CreateFamilySession($input: FamilySessionInput!) {
    createFamilySession(input: $input) {
      ...AdminFamilySessionFields
    }
  }
`);

const UpdateFamilySessionDocument = graphql(`
  mutation UpdateFamilySession($id: ID!, $input: FamilySessionInput!) {
    updateFamilySession(id: $id, input: $input) {
      ...AdminFamilySessionFields
    }
  }
`);

/** Saves the family session form: a new session (the lists are asked again) or changes to one. */
export function useSaveFamilySession() {
  const [create, created] = useMutation(CreateFamilySessionDocument, {
    refetchQueries: ['AdminFamilySessions'],
  });
  const [update, updated] = useMutation(UpdateFamilySessionDocument);
  const save = (input: FamilySessionInput, id?: string) =>
    id ? update({ variables: { id, input } }) : create({ variables: { input } });
  return { save, saving: created.loading || updated.loading };
}
