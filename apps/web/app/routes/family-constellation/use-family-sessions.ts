import { useCallback, useEffect, useState } from 'react';
import { type FamilySessionsQuery, graphql } from '@academy/graphql-client';
import { fetchGraphql } from '../../graphql/fetch-graphql';

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

/** The lists on the page, each reloading its sessions. */
const lists = new Set<() => void>();

/** Seats changed through another part of the page (a claim link's booking): every list asks again. */
export function refreshFamilySessions(): void {
  for (const reload of lists) reload();
}

/**
 * The family sessions still to come, with their seats left, asked afresh on every visit (seats change
 * between visits; a cached list could offer a full session). A failed refresh keeps the list it had;
 * the server refuses a full session again if it is booked.
 */
export function useFamilySessions() {
  const [sessions, setSessions] = useState<readonly FamilySessionView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      fetchGraphql(FamilySessionsDocument).then(
        (data) => {
          setSessions(data.familySessions);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [],
  );
  useEffect(() => {
    const reload = () => void load();
    reload();
    lists.add(reload);
    return () => {
      lists.delete(reload);
    };
  }, [load]);
  const status: FamilySessionsStatus = sessions ? 'ready' : failed ? 'failed' : 'loading';
  return { sessions: sessions ?? [], status, refresh: () => void load() };
}
