/**
 * Decode levels have a page each, by number (/level/2) and by name (/level-two). Each is a route of
 * its own, so every level page is prerendered and any other /level/... path reaches the catch-all.
 */
export const DECODE_LEVEL_PATHS: Readonly<Record<string, number>> = {
  '/level/1': 1,
  '/level/2': 2,
  '/level/3': 3,
  '/level/4': 4,
  '/level-one': 1,
  '/level-two': 2,
  '/level-three': 3,
  '/level-four': 4,
};

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The Decode level a path shows, or undefined when it names no level. */
export function decodeLevelFor(pathname: string): number | undefined {
  return DECODE_LEVEL_PATHS[withoutTrailingSlash(pathname)];
}

/** /level/{anything}: the level-detail URL shape, whether or not such a level exists. */
export function isLevelDetailPath(pathname: string): boolean {
  return /^\/level\/[^/]+\/?$/.test(pathname);
}
