import { type AdminLink, matchSiteRoute } from '@academy/content';

const screenOf = (path: string) => matchSiteRoute(path)?.route.screen;

/**
 * Whether a sidebar link stands for the page shown: the page's screen is the link's (so
 * /all-registration-usa highlights Registration Management), and where several links share a screen (the
 * event manager's three), the path itself must match.
 */
export function isActiveLink(pathname: string, link: AdminLink, links: readonly AdminLink[]): boolean {
  const screen = screenOf(pathname);
  if (!screen || screenOf(link.path) !== screen) return false;
  const sharing = links.filter((other) => screenOf(other.path) === screen);
  return sharing.length === 1 || link.path === pathname;
}
