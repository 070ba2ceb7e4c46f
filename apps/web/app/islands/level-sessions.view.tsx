import {
  LevelEnrolmentSummaryView,
  type LevelSessionsIslandProps,
  LevelWorkshopsView,
} from '../components/programme/LevelSessions';
import type { WorkshopRow } from '../components/programme/level-sessions';
import { islandRoot } from './island-root';

/** The part of a level page with the live sessions, in a React root of its own (level-sessions.ts). */
export function renderSessions(
  element: HTMLElement,
  island: LevelSessionsIslandProps,
  sessions: WorkshopRow[],
) {
  islandRoot(element).render(
    island.part === 'summary' ? (
      <LevelEnrolmentSummaryView {...island.props} sessions={sessions} />
    ) : (
      <LevelWorkshopsView caption={island.props.caption} sessions={sessions} />
    ),
  );
}
