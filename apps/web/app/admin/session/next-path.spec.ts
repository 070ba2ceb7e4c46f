import { loginPathFor, nextPathAfterLogin } from './next-path';

describe('nextPathAfterLogin', () => {
  it('returns the admin page asked for, with its query', () => {
    expect(nextPathAfterLogin('/all-contacts.uae')).toBe('/all-contacts.uae');
    expect(nextPathAfterLogin('/admin-decode?x=1')).toBe('/admin-decode?x=1');
  });

  it('falls back to the dashboard when nothing, the sign-in page or another site is asked for', () => {
    for (const next of [
      null,
      undefined,
      '',
      'admin',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
    ]) {
      expect(nextPathAfterLogin(next)).toBe('/admin/dashboard');
    }
    expect(nextPathAfterLogin('/admin/login?next=%2Fadmin')).toBe('/admin/dashboard');
    expect(nextPathAfterLogin('/admin')).toBe('/admin/dashboard');
  });
});

describe('loginPathFor', () => {
  it('keeps the page, query included, in ?next=', () => {
    expect(loginPathFor('/all-registration-uae?q=1')).toBe(
      '/admin/login?next=%2Fall-registration-uae%3Fq%3D1',
    );
    expect(nextPathAfterLogin(new URLSearchParams(loginPathFor('/a?b=c').split('?')[1]).get('next'))).toBe(
      '/a?b=c',
    );
  });
});
