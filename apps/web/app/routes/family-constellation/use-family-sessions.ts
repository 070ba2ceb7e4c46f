import { useCallback, useEffect, useRef, useState } from 'react';
import { type FamilySessionView, familySessionLists, fetchFamilySessions } from './family-sessions-query';

export { type FamilySessionView, refreshFamilySessions } from './family-sessions-query';

/** loading: asking the API; ready: the sessions are here (perhaps none); failed: they could not be. */
export type FamilySessionsStatus = 'loading' | 'ready' | 'failed';

/** What a list starts from: nothing yet (it asks), or what an island was already told (null: it failed). */
export type FirstSessions = readonly FamilySessionView[] | null | undefined;

/**
 * The family sessions still to come, with their seats left, asked on every visit unless `first` holds
 * what was just asked. A failed refresh keeps the list it had; the server refuses a full session again
 * if it is booked.
 */
export function useFamilySessions(first?: FirstSessions) {
  const [sessions, setSessions] = useState<readonly FamilySessionView[] | null>(first ?? null);
  const [failed, setFailed] = useState(first === null);
  // Asked already when the list starts from an island's answer.
  const asked = useRef(first !== undefined);
  const load = useCallback(
    () =>
      fetchFamilySessions().then(
        (fetched) => {
          setSessions(fetched);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [],
  );
  useEffect(() => {
    const reload = () => void load();
    if (!asked.current) reload();
    asked.current = true;
    familySessionLists.add(reload);
    return () => {
      familySessionLists.delete(reload);
    };
  }, [load]);
  const status: FamilySessionsStatus = sessions ? 'ready' : failed ? 'failed' : 'loading';
  return { sessions: sessions ?? [], status, refresh: () => void load() };
}
