import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const DeleteCalendarEventDocument = graphql(`
  mutation DeleteCalendarEvent($id: ID!) {
    deleteCalendarEvent(id: $id)
  }
`);

/** Deletes an event nobody holds a seat in (the server answers CONFLICT otherwise). */
export function useDeleteCalendarEvent() {
  const [mutate] = useMutation(DeleteCalendarEventDocument, {
    refetchQueries: ['AdminCalendarEvents'],
  });
  const remove = (id: string) => mutate({ variables: { id } });
  return { remove };
}
