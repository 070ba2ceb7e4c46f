import { ADMIN_NAV_LINKS } from '@academy/content';
import { isActiveLink } from './active-link';

const active = (pathname: string) =>
  ADMIN_NAV_LINKS.filter((link) => isActiveLink(pathname, link, ADMIN_NAV_LINKS)).map((link) => link.path);

describe('isActiveLink', () => {
  it('highlights the link of the screen shown, whatever its {host}', () => {
    expect(active('/all-registration-uae')).toEqual(['/all-registration-uae']);
    expect(active('/all-registration-usa')).toEqual(['/all-registration-uae']);
    expect(active('/all-contacts.usa')).toEqual(['/all-contacts.uae']);
    expect(active('/admin/awaken-limitless-human')).toEqual(['/admin/dashboard']);
  });

  it('tells the event manager links apart by their path', () => {
    expect(active('/admin-Hypnotherapy')).toEqual(['/admin-Hypnotherapy']);
    expect(active('/admin-decode')).toEqual(['/admin-decode']);
  });

  it('highlights the lists of every programme', () => {
    expect(active('/admin/registrations')).toEqual(['/admin/registrations']);
    expect(active('/admin/events')).toEqual(['/admin/events']);
  });

  it('highlights nothing elsewhere', () => {
    expect(active('/admin/login')).toEqual([]);
    expect(active('/nowhere')).toEqual([]);
  });
});
