/**
 * Which paths are prerendered to static HTML (public screens of SPEC.md 2.1) and which are client-only
 * (the admin area). The web build prerenders the first list; the server answers the second with the SPA
 * fallback and every other unknown path with a 404 and the not-found page.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/about',
  '/contact-us',
  '/decode',
  '/ich',
  '/ich/levels',
  '/tasso',
  '/individual',
  '/family-constellation',
  '/Hidden-Colours',
  '/hhme',
  '/practitioner',
  '/Our-Trainers',
  '/level/1',
  '/level/2',
  '/level/3',
  '/level/4',
  '/level-one',
  '/level-two',
  '/level-three',
  '/level-four',
  '/privacy-policy',
];

/** The prerendered not-found page; the server sends it with status 404 for unknown paths. */
export const NOT_FOUND_PATH = '/404';

/** Admin screens: rendered in the browser only, behind the admin sign-in. */
export const CLIENT_ONLY_PATH_PATTERNS: readonly RegExp[] = [
  /^\/admin(\/.*)?$/,
  /^\/admin-(familyconstellation|Hypnotherapy|decode)$/i,
  /^\/all-registration-[^/]+$/,
  /^\/all-contacts\.[^/]+$/,
  /^\/all-FamilyConsultationTable\.usa$/i,
  /^\/all-ICTable\.usa$/i,
];

export function isClientOnlyPath(pathname: string): boolean {
  return CLIENT_ONLY_PATH_PATTERNS.some((pattern) => pattern.test(pathname));
}
