import {
  type LevelToEnrol,
  browserStorage,
  enrolInLevel,
  logToConsole,
} from '../components/programme/enrol-in-level';
import { islandProps } from '../components/island/island-attributes';

/**
 * The island of a level card's Enroll Now link on a page that ships no React
 * (components/programme/EnrolNowLink.tsx): stores the level's title, as the hydrated link does, then
 * follows the link.
 */
export function activate(link: HTMLElement): void {
  const card = islandProps<LevelToEnrol>(link);
  const href = link.getAttribute('href') ?? '/';
  enrolInLevel(
    card.id,
    [card],
    browserStorage,
    (to) => window.location.assign(to),
    logToConsole,
    () => href,
  );
}
