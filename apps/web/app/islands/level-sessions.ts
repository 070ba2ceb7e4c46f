import { providerToday } from '@academy/content';
import type { LevelSessionsIslandProps } from '../components/programme/LevelSessions';
import { upcomingSessions } from '../components/programme/level-sessions';
import { pageCalendarRows } from '../components/calendar/fetch-calendar-rows';
import { islandProps } from './island-attributes';

/**
 * The island of a level's sessions on a page that ships no React (components/programme/LevelSessions.tsx),
 * woken when the browser is idle: it asks the API for the calendar and, only when the level's sessions
 * differ from those the page was built with (staff changed the calendar, or a session has begun since),
 * renders the part again with React. The usual visit therefore loads this module and one query, nothing
 * more. A failed request leaves the published sessions.
 */
export async function activate(element: HTMLElement): Promise<void> {
  const island = islandProps<LevelSessionsIslandProps>(element);
  const { programme, level } = island.props;
  const sessions = upcomingSessions(await pageCalendarRows(), programme, level, providerToday());
  if (JSON.stringify(sessions) === JSON.stringify(island.published)) return;
  const { renderSessions } = await import('./level-sessions.view');
  renderSessions(element, island, sessions);
}
