import { FOOTER_LINK_COLUMNS, SCHEDULE_LINK, SIDE_MENU, type NavLink } from './navigation';
import { PRERENDERED_PATHS } from './site-routes';

/** Every link of the side menu, group items in place, as a visitor reads it top to bottom. */
function sideMenuLinks(): NavLink[] {
  return [SCHEDULE_LINK, ...SIDE_MENU.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]))];
}

describe('side menu (SPEC.md 2.2)', () => {
  it('starts with the Schedule button to the event calendar', () => {
    expect(SCHEDULE_LINK).toEqual({ label: 'Schedule', path: '/practitioner' });
  });

  it('lists the entries in the SPEC order', () => {
    expect(SIDE_MENU.map((entry) => entry.label)).toEqual([
      'Home',
      'About',
      'Training',
      'Workshop',
      'HHME 2025',
      'Our Trainers',
      'Contact Us',
    ]);
  });

  it('holds the Training and Workshop groups with their items and routes', () => {
    const groups = SIDE_MENU.filter((entry) => entry.kind === 'group');
    expect(groups.map((group) => [group.label, group.items])).toEqual([
      [
        'Training',
        [
          { label: 'DECODE', path: '/decode' },
          { label: 'AWAKEN THE LIMITLESS HUMAN', path: '/ich' },
          { label: 'Transpersonal Regression', path: '/tasso' },
        ],
      ],
      [
        'Workshop',
        [
          { label: 'Family Constellation', path: '/family-constellation' },
          { label: 'Specialized Workshop', path: '/Hidden-Colours' },
        ],
      ],
    ]);
    expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
  });

  it('reads in the full SPEC order with group items in place', () => {
    expect(sideMenuLinks().map((link) => link.path)).toEqual([
      '/practitioner',
      '/',
      '/about',
      '/decode',
      '/ich',
      '/tasso',
      '/family-constellation',
      '/Hidden-Colours',
      '/hhme',
      '/Our-Trainers',
      '/contact-us',
    ]);
  });
});

describe('navigation targets', () => {
  it('are all prerendered public routes', () => {
    const footerLinks = FOOTER_LINK_COLUMNS.flatMap((column) => column.links);
    for (const link of [...sideMenuLinks(), ...footerLinks]) {
      expect(PRERENDERED_PATHS).toContain(link.path);
      expect(link.label).toMatch(/\S/);
    }
  });

  it('gives the footer quick links to the programmes, contact and the privacy policy', () => {
    const footerPaths = FOOTER_LINK_COLUMNS.flatMap((column) => column.links.map((link) => link.path));
    for (const path of ['/ich', '/decode', '/tasso', '/contact-us', '/privacy-policy']) {
      expect(footerPaths).toContain(path);
    }
    expect(new Set(footerPaths).size).toBe(footerPaths.length);
  });
});
