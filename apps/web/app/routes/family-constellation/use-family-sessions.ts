import { useQuery } from '@apollo/client/react';
import { type FamilySessionsQuery, graphql } from '@academy/graphql-client';

const FamilySessionsDocument = graphql(`
  query FamilySessions {
    familySessions(upcoming: true) {
      ...FamilySessionFields
    }
  }
`);

/** A family session as the section lists it and the booking modal shows it. */
export type FamilySessionView = FamilySessionsQuery['familySessions'][number];

/** loading: asking the API; ready: the sessions are here (perhaps none); failed: they could not be. */
export type FamilySessionsStatus = 'loading' | 'ready' | 'failed';

/** The family sessions still to come, with their seats left. */
export function useFamilySessions() {
  const { data, error, refetch } = useQuery(FamilySessionsDocument, {
    // Seats change between visits; a cached list could offer a full session.
    fetchPolicy: 'network-only',
  });
  const sessions: readonly FamilySessionView[] = data?.familySessions ?? [];
  const status: FamilySessionsStatus = data ? 'ready' : error ? 'failed' : 'loading';
  // A failed refresh keeps the list it had; the server refuses a full session again if it is booked.
  const refresh = () => void refetch().catch(() => undefined);
  return { sessions, status, refresh };
}
