import { PROVIDER } from './provider';
import { UAE_PRACTICES } from './practices';
import {
  NOT_FOUND_PATH,
  PRERENDERED_PATHS,
  ROBOTS_DISALLOWED,
  prerenderedFile,
  SITE_ROUTES,
  isClientOnlyPath,
  matchSiteRoute,
} from './site-routes';

describe('provider', () => {
  // Its address and the practices' addresses and numbers pass the forms' rules: libs/validation's site-contacts.spec.ts.
  it('has social links', () => {
    expect(PROVIDER.social.facebook).toMatch(/^https:\/\//);
    expect(PROVIDER.social.instagram).toMatch(/^https:\/\//);
  });
});

describe('UAE practices', () => {
  it('lists 11 practices with unique ids and names', () => {
    expect(UAE_PRACTICES).toHaveLength(11);
    expect(new Set(UAE_PRACTICES.map((p) => p.id)).size).toBe(11);
    expect(new Set(UAE_PRACTICES.map((p) => p.name)).size).toBe(11);
  });

  it('gives every practice a location and at least one reachable contact', () => {
    for (const practice of UAE_PRACTICES) {
      expect(practice.location).toMatch(/\S/);
      expect(practice.contacts.length).toBeGreaterThan(0);
      for (const contact of practice.contacts) {
        expect(contact.name).toMatch(/\S \S/);
        expect(contact.phone).toMatch(/^\+971 \d{2} \d{3} \d{4}$/);
      }
    }
  });
});

describe('site routes', () => {
  it('prerenders every public screen once and none of the admin area', () => {
    expect(new Set(PRERENDERED_PATHS).size).toBe(PRERENDERED_PATHS.length);
    for (const path of [
      '/',
      '/contact-us',
      '/Hidden-Colours',
      '/level/4',
      '/level-four',
      '/privacy-policy',
    ]) {
      expect(PRERENDERED_PATHS).toContain(path);
    }
    for (const path of PRERENDERED_PATHS) expect(isClientOnlyPath(path)).toBe(false);
    expect(PRERENDERED_PATHS).not.toContain(NOT_FOUND_PATH);
  });

  it.each([
    '/admin',
    '/admin/login',
    '/admin/dashboard',
    '/admin/awaken-limitless-human',
    '/all-registration-usa',
    '/all-contacts.usa',
    '/all-FamilyConsultationTable.usa',
    '/all-ICTable.usa',
    '/admin-decode',
    '/admin-Hypnotherapy',
    '/admin-familyconstellation',
    '/admin/registrations',
    '/admin/events',
    '/admin/events/event-1/attendees',
  ])('%s is client-only', (path) => {
    expect(isClientOnlyPath(path)).toBe(true);
  });

  it.each(['/administrator', '/all-registration-', '/all-contacts.', '/admin-other', '/nope'])(
    '%s is not client-only',
    (path) => {
      expect(isClientOnlyPath(path)).toBe(false);
    },
  );

  it('matches whole addresses, case and all, and reads their variable parts', () => {
    expect(matchSiteRoute('/all-contacts.uae')).toMatchObject({
      route: { screen: 'admin-enquiries' },
      params: { host: 'uae' },
    });
    expect(matchSiteRoute('/my-registration/0a1b')?.params).toEqual({ id: '0a1b' });
    expect(matchSiteRoute('/about/')?.route.screen).toBe('about');
    expect(matchSiteRoute('/About')).toBeUndefined();
    expect(matchSiteRoute('/all-contacts.uae/extra')).toBeUndefined();
    expect(matchSiteRoute('/level/9')).toBeUndefined();
  });

  it('prerenders each level of /ich/levels as a page of its own, beside its page', () => {
    expect(PRERENDERED_PATHS.slice(5, 12)).toEqual([
      '/ich/levels',
      ...[1, 2, 3, 4, 5, 6].map((n) => `/ich/levels?level=${n}`),
    ]);
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/about')).toBe('about/index.html');
    expect(prerenderedFile('/ich/levels')).toBe('ich/levels/index.html');
    expect(prerenderedFile('/ich/levels?level=2')).toBe('ich/levels/index.level=2.html');
  });

  it('derives robots.txt from the same table', () => {
    expect(ROBOTS_DISALLOWED).toEqual([
      '/admin',
      '/graphql',
      '/certificates',
      '/all-contacts.',
      '/ar/certificates',
      '/all-ICTable.usa',
      '/my-registration/',
      '/all-registration-',
      '/ar/my-registration/',
      '/all-FamilyConsultationTable.usa',
    ]);
    for (const route of SITE_ROUTES.filter((r) => r.access !== 'public')) {
      const example = route.path.replace(/\{[a-z]+\}/gi, 'x');
      expect(ROBOTS_DISALLOWED.some((prefix) => example.startsWith(prefix))).toBe(true);
    }
  });
});
