import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const EraseRegistrationDocument = graphql(`
  mutation EraseRegistration($id: ID!) {
    eraseRegistration(id: $id)
  }
`);

/** Erases a registration for good (photos and queued mails too); the lists are asked again. */
export function useEraseRegistration() {
  const [mutate, { loading }] = useMutation(EraseRegistrationDocument, {
    refetchQueries: ['RegistrationsPage'],
  });
  const erase = (id: string) => mutate({ variables: { id } });
  return { erase, erasing: loading };
}
