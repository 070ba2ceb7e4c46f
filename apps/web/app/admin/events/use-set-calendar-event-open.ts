import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const SetCalendarEventOpenDocument = graphql(`
  mutation SetCalendarEventOpen($id: ID!, $open: Boolean!) {
    setCalendarEventOpen(id: $id, open: $open) {
      ...AdminCalendarEventFields
    }
  }
`);

/** Opens an event for enrolment or closes it; the public calendar shows it at once. */
export function useSetCalendarEventOpen() {
  const [mutate] = useMutation(SetCalendarEventOpenDocument);
  const setOpen = (id: string, open: boolean) => mutate({ variables: { id, open } });
  return { setOpen };
}
