import { isEmail } from '@academy/validation';
import { PROVIDER } from './provider';
import { UAE_PRACTICES } from './practices';
import {
  CLIENT_ONLY_PATH_PATTERNS,
  NOT_FOUND_PATH,
  PRERENDERED_PATHS,
  isClientOnlyPath,
} from './site-routes';

describe('provider', () => {
  it('has a usable contact address and social links', () => {
    expect(isEmail(PROVIDER.email)).toBe(true);
    expect(PROVIDER.social.facebook).toMatch(/^https:\/\//);
    expect(PROVIDER.social.instagram).toMatch(/^https:\/\//);
    expect(PROVIDER.copyrightYear).toBe(2025);
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
        expect(isEmail(contact.email)).toBe(true);
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
  ])('%s is client-only', (path) => {
    expect(isClientOnlyPath(path)).toBe(true);
  });

  it.each(['/administrator', '/all-registration-', '/all-contacts.', '/admin-other', '/nope'])(
    '%s is not client-only',
    (path) => {
      expect(isClientOnlyPath(path)).toBe(false);
    },
  );

  it('anchors every pattern at both ends', () => {
    for (const pattern of CLIENT_ONLY_PATH_PATTERNS) {
      expect(pattern.source.startsWith('^')).toBe(true);
      expect(pattern.source.endsWith('$')).toBe(true);
    }
  });
});
