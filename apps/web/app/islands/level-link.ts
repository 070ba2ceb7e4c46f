import {
  type EnrollableCard,
  browserStorage,
  enrollInLevel,
  logToConsole,
} from '../components/programme/enroll-in-level';
import { islandProps } from '../components/island/island-attributes';

/**
 * The island of a level card's Enroll Now link on a page that ships no React
 * (components/programme/EnrolNowLink.tsx): stores the level's title, as the hydrated link does, then
 * follows the link.
 */
export function activate(link: HTMLElement): void {
  const card = islandProps<EnrollableCard>(link);
  const href = link.getAttribute('href') ?? '/';
  enrollInLevel(
    card.id,
    [card],
    browserStorage,
    (to) => window.location.assign(to),
    logToConsole,
    () => href,
  );
}
