import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { UpdateProgrammeLevelMutationVariables } from '@academy/graphql-client';

const UpdateProgrammeLevelDocument = graphql(`
  mutation UpdateProgrammeLevel(
    $programme: Programme!
    $level: String!
    $feeAmount: Int!
    $currency: String!
    $durationDays: Int!
    $hours: Int
  ) {
    updateProgrammeLevel(
      programme: $programme
      level: $level
      feeAmount: $feeAmount
      currency: $currency
      durationDays: $durationDays
      hours: $hours
    ) {
      id
      fee {
        amount
        currency
        formatted
      }
      durationDays
      hours
      history {
        ...AuditHistoryFields
      }
    }
  }
`);

/**
 * Saves a level's terms; the cached level updates in place. The events of the level take the new fee
 * on the server, so the event lists are asked again.
 */
export function useUpdateProgrammeLevel() {
  const [update, { loading }] = useMutation(UpdateProgrammeLevelDocument, {
    refetchQueries: ['AdminCalendarEvents'],
  });
  const save = (variables: UpdateProgrammeLevelMutationVariables) => update({ variables });
  return { save, saving: loading };
}
