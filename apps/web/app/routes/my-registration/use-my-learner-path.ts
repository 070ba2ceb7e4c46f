import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const MyLearnerPathDocument = graphql(`
  query MyLearnerPath($id: ID!, $token: String!) {
    myRegistration(id: $id, token: $token) {
      id
      learnerPath {
        ...LearnerPathFields
      }
    }
  }
`);

/** The registrant's path through the levels, asked apart from the page so a slow one never holds it up. */
export function useMyLearnerPath(id: string, token: string) {
  const { data, error } = useQuery(MyLearnerPathDocument, { variables: { id, token } });
  return { path: data?.myRegistration.learnerPath, failed: error !== undefined };
}
