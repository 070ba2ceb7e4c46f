import { useMutation } from '@apollo/client/react';
import { type Programme, graphql } from '@academy/graphql-client';

const RecordExternalCompletionDocument = graphql(`
  mutation RecordExternalCompletion(
    $registrationId: ID!
    $programme: Programme!
    $level: String!
    $note: String!
  ) {
    recordExternalCompletion(
      registrationId: $registrationId
      programme: $programme
      level: $level
      note: $note
    ) {
      id
      history {
        ...AuditHistoryFields
      }
    }
  }
`);

/** Records a level the learner completed elsewhere; it counts for their prerequisites from then on. */
export function useRecordExternalCompletion() {
  const [mutate, { loading }] = useMutation(RecordExternalCompletionDocument);
  const record = (registrationId: string, programme: Programme, level: string, note: string) =>
    mutate({ variables: { registrationId, programme, level, note } });
  return { record, recording: loading };
}
