import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const RegistrationLearnerPathDocument = graphql(`
  query RegistrationLearnerPath($id: ID!) {
    registration(id: $id) {
      id
      status
      prerequisiteRequest {
        neededLevel
        note
        requestedAt
        decision
        decidedAt
      }
      learnerPath {
        ...LearnerPathFields
      }
    }
  }
`);

/** The registration's learner path and prerequisite request, asked afresh each time the details open. */
export function useRegistrationLearnerPath(id: string) {
  const { data, error, refetch } = useQuery(RegistrationLearnerPathDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return { registration: data?.registration, failed: error !== undefined, refetch };
}
