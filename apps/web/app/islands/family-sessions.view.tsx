import FamilySessionList from '../routes/family-constellation/FamilySessionList';
import type { FamilySessionView } from '../routes/family-constellation/family-sessions-query';
import { islandRoot } from '../components/island/island-root';

/** The family sessions with their booking forms, in a React root of their own (family-sessions.ts). */
export function renderFamilySessions(element: HTMLElement, sessions: readonly FamilySessionView[] | null) {
  islandRoot(element).render(<FamilySessionList first={sessions} />);
}
