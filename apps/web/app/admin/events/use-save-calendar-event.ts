import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { CalendarEventInput } from '@academy/graphql-client';

const CreateCalendarEventDocument = graphql(`
  mutation CreateCalendarEvent($input: CalendarEventInput!) {
    createCalendarEvent(input: $input) {
      ...AdminCalendarEventFields
    }
  }
`);

const UpdateCalendarEventDocument = graphql(`
  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {
    updateCalendarEvent(id: $id, input: $input) {
      ...AdminCalendarEventFields
    }
  }
`);

/**
 * Saves the event form: a new event, or changes to one (`id`). A new event can land on any page of
 * the list, so the lists are asked again; a change updates the cached event in place.
 */
export function useSaveCalendarEvent() {
  const [create, created] = useMutation(CreateCalendarEventDocument, {
    refetchQueries: ['AdminCalendarEvents'],
  });
  const [update, updated] = useMutation(UpdateCalendarEventDocument);
  const save = (input: CalendarEventInput, id?: string) =>
    id ? update({ variables: { id, input } }) : create({ variables: { input } });
  return { save, saving: created.loading || updated.loading };
}
