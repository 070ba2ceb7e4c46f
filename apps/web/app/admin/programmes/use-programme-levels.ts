import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { ProgrammeLevelsQuery } from '@academy/graphql-client';

export type ProgrammeLevelRow = ProgrammeLevelsQuery['programmeLevels'][number];

const ProgrammeLevelsDocument = graphql(`
  query ProgrammeLevels {
    programmeLevels {
      id
      programme
      level
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
 * Every programme level with its fee, duration and hours, in teaching order, and each level's history;
 * asked afresh on each visit, since another member of staff may have changed a fee meanwhile.
 */
export function useProgrammeLevels() {
  const { data, loading, error, refetch } = useQuery(ProgrammeLevelsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return { levels: data?.programmeLevels, loading, error, refetch: () => void refetch() };
}
