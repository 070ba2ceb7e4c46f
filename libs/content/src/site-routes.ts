import type { Locale } from './locale';

/**
 * The one route table of the site (SPEC.md 2.1). Everything else derives from it: the screens the web
 * app shows, the pages the build prerenders, the sitemap, robots.txt, and which paths the server
 * answers with the client-only page instead of a 404.
 *
 * public: prerendered to static HTML and listed in the sitemap. admin, registrant and tool: rendered in
 * the browser only (the SPA fallback), kept out of search engines. lookup: anyone's page that looks a
 * record up by what the address names (a certificate's number): rendered by the server for each request
 * (throttled), kept out of search engines.
 */
export type RouteAccess = 'public' | 'admin' | 'registrant' | 'lookup' | 'tool';

export interface SiteRoute {
  /** The address; a `{name}` part stands for any text without a slash ('/all-contacts.{host}'). */
  path: string;
  /** The folder under apps/web/app/routes holding the screen's route.tsx. */
  screen: string;
  access: RouteAccess;
  /**
   * The page's query variants ('/ich/levels?level=2'): each is prerendered as a page of its own, which
   * the server sends for the path with that query, and listed in the sitemap.
   */
  variants?: readonly string[];
}

const publicRoute = (path: string, screen: string, variants?: readonly string[]): SiteRoute => ({
  path,
  screen,
  access: 'public',
  variants,
});
const admin = (path: string, screen: string): SiteRoute => ({ path, screen, access: 'admin' });

export const SITE_ROUTES: readonly SiteRoute[] = [
  publicRoute('/', 'home'),
  publicRoute('/about', 'about'),
  publicRoute('/contact-us', 'contact-us'),
  publicRoute('/decode', 'decode'),
  publicRoute('/ich', 'ich'),
  // Each level is a page of its own; /ich/levels shows level 1.
  publicRoute(
    '/ich/levels',
    'ich-levels',
    [1, 2, 3, 4, 5, 6].map((level) => `/ich/levels?level=${level}`),
  ),
  publicRoute('/tasso', 'tasso'),
  publicRoute('/individual', 'individual'),
  publicRoute('/family-constellation', 'family-constellation'),
  publicRoute('/Hidden-Colours', 'hidden-colours'),
  publicRoute('/hhme', 'hhme'),
  publicRoute('/practitioner', 'practitioner'),
  publicRoute('/Our-Trainers', 'our-trainers'),
  ...['1', '2', '3', '4', 'one', 'two', 'three', 'four'].map((level) =>
    publicRoute(/\d/.test(level) ? `/level/${level}` : `/level-${level}`, 'level'),
  ),
  publicRoute('/privacy-policy', 'privacy-policy'),
  // 'Lost your link?': asks for the address the private links are mailed to.
  publicRoute('/my-registration', 'lost-link'),
  { path: '/my-registration/{id}', screen: 'my-registration', access: 'registrant' },
  // Issue 28: anyone checks a certificate by its number (noindex; the server answers JSON there too).
  { path: '/certificates', screen: 'certificates', access: 'lookup' },
  { path: '/certificates/{number}', screen: 'certificates', access: 'lookup' },
  { path: '/graphql', screen: 'graphiql', access: 'tool' },
  admin('/admin', 'admin-login'),
  admin('/admin/login', 'admin-login'),
  // A forgotten password: asks for the mailed link, and sets the new password the link allows.
  admin('/admin/reset-password', 'admin-reset-password'),
  admin('/admin/dashboard', 'admin-dashboard'),
  admin('/admin/awaken-limitless-human', 'admin-dashboard'),
  admin('/all-registration-{host}', 'admin-registrations'),
  admin('/all-contacts.{host}', 'admin-enquiries'),
  admin('/all-FamilyConsultationTable.usa', 'admin-family-consultations'),
  admin('/all-ICTable.usa', 'admin-hypnotherapy-registrations'),
  admin('/admin-decode', 'admin-events'),
  admin('/admin-Hypnotherapy', 'admin-events'),
  admin('/admin-familyconstellation', 'admin-events'),
  // Issue 13 §1.1: every programme's registrations and events, and each event's attendees.
  admin('/admin/registrations', 'admin-all-registrations'),
  admin('/admin/events', 'admin-all-events'),
  admin('/admin/events/{id}/attendees', 'admin-event-attendees'),
  // Issue 28: check-in at the door, built for a phone.
  admin('/admin/events/{id}/check-in', 'admin-event-check-in'),
  // Issue 26: the catalogue's fees and durations.
  admin('/admin/programmes', 'admin-programmes'),
];

/** The screen of every address no route matches (the server sends it with a 404 status). */
export const NOT_FOUND_SCREEN = 'catch-all';
/** Where the build writes the not-found page. */
export const NOT_FOUND_PATH = '/404';

export interface RouteMatch {
  route: SiteRoute;
  /** The `{name}` parts of the path, by name. */
  params: Readonly<Record<string, string>>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const COMPILED = SITE_ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path
    .split(/(\{[a-z]+\})/i)
    .map((part) => {
      const name = /^\{([a-z]+)\}$/i.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { route, names, pattern: new RegExp(`^${source}/?$`) };
});

/** The route an address shows (case matters, as it does to the server), or undefined for none. */
export function matchSiteRoute(pathname: string): RouteMatch | undefined {
  for (const { route, names, pattern } of COMPILED) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1])]),
    );
    return { route, params };
  }
  return undefined;
}

/** Every public screen's address with its query variants: the build prerenders each, the sitemap lists them. */
export const PRERENDERED_PATHS: readonly string[] = SITE_ROUTES.filter(
  (route) => route.access === 'public',
).flatMap((route) => [route.path, ...(route.variants ?? [])]);

/** Where the Arabic site's pages are (issue 30): '/ar', '/ar/decode', '/ar/certificates/{number}'. */
export const ARABIC_PREFIX = '/ar';

/**
 * The language of an address's page and the address in the route table: '/ar/decode?x=1' is the Arabic
 * page of '/decode?x=1', '/ar' that of '/'.
 */
export function splitLocale(address: string): { locale: Locale; address: string } {
  if (address === ARABIC_PREFIX || /^\/ar[/?]/.test(address)) {
    const rest = address.slice(ARABIC_PREFIX.length);
    return { locale: 'ar', address: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: 'en', address };
}

/** A route table address's page in `locale`: '/decode' → '/ar/decode', '/' → '/ar', '/?x' → '/ar?x'. */
export function localePath(address: string, locale: Locale): string {
  if (locale === 'en') return address;
  return address === '/' || address.startsWith('/?')
    ? `${ARABIC_PREFIX}${address.slice(1)}`
    : `${ARABIC_PREFIX}${address}`;
}

/** The Arabic twin of every public page: the Arabic build prerenders each, the sitemap lists them. */
export const ARABIC_PATHS: readonly string[] = PRERENDERED_PATHS.map((path) => localePath(path, 'ar'));

/** Where the Arabic build writes the Arabic not-found page, which unknown /ar/… addresses get. */
export const ARABIC_NOT_FOUND_PATH = `${ARABIC_PREFIX}/404`;

/**
 * Where the build writes the page of an address, under the client build's folder, and where the server
 * finds it: '/about' → 'about/index.html', '/' → 'index.html', and a query variant beside its page,
 * '/ich/levels?level=2' → 'ich/levels/index.level=2.html'.
 */
export function prerenderedFile(address: string): string {
  const [path, query] = address.split('?');
  const folder = path.replace(/^\/+/, '');
  return `${folder ? `${folder}/` : ''}index${query ? `.${query}` : ''}.html`;
}

/** A page the server renders for each request from the record its address names (RouteAccess 'lookup'). */
export function isLookupPath(pathname: string): boolean {
  return matchSiteRoute(pathname)?.route.access === 'lookup';
}

/**
 * Not prerendered: the server answers these with the SPA fallback (a lookup page, with its own render
 * when it has one), not a 404.
 */
export function isClientOnlyPath(pathname: string): boolean {
  const match = matchSiteRoute(pathname);
  return match !== undefined && match.route.access !== 'public';
}

/** A client-only page a visitor or registrant opens (a private page, a lookup), which the Arabic site has too. */
export function isVisitorsClientOnlyPath(pathname: string): boolean {
  const access = matchSiteRoute(pathname)?.route.access;
  return access === 'registrant' || access === 'lookup';
}

/**
 * What robots.txt disallows: the fixed start of every client-only address, without those another
 * entry already covers ('/admin' covers '/admin/login' and '/admin-decode').
 */
export const ROBOTS_DISALLOWED: readonly string[] = (() => {
  const prefixes = [
    ...new Set(
      SITE_ROUTES.filter((route) => route.access !== 'public').flatMap((route) => {
        const prefix = route.path.split('{')[0];
        // The Arabic site has the visitors' ones too (a private page, a certificate's check).
        return route.access === 'registrant' || route.access === 'lookup'
          ? [prefix, localePath(prefix, 'ar')]
          : [prefix];
      }),
    ),
  ].sort((a, b) => a.length - b.length);
  return prefixes.filter(
    (prefix, index) => !prefixes.slice(0, index).some((shorter) => prefix.startsWith(shorter)),
  );
})();
