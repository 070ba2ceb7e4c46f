import { HHME_EVENT } from './hhme';
import { PROVIDER } from './provider';

/**
 * The site's navigation: the header's Schedule call to action, the side menu (SPEC.md 2.2) and the
 * footer's quick links. Labels are the ones SPEC.md names; every path is a prerendered public route.
 */

export interface NavLink {
  readonly label: string;
  readonly path: string;
  /** The last day the link is offered (ISO, in Dubai): a dated event's, whose page stays for links. */
  readonly until?: string;
}

/** A collapsible group of the side menu; `id` names its toggle and list in the page. */
export interface NavGroup {
  readonly id: string;
  readonly label: string;
  readonly items: readonly NavLink[];
}

export type SideMenuEntry = ({ readonly kind: 'link' } & NavLink) | ({ readonly kind: 'group' } & NavGroup);

/** The header button and the first entry of the side menu: the event calendar. */
export const SCHEDULE_LINK: NavLink = { label: 'Schedule', path: '/practitioner' };

/** The side menu below its Schedule button, in the order of SPEC.md 2.2. */
export const SIDE_MENU: readonly SideMenuEntry[] = [
  { kind: 'link', label: 'Home', path: '/' },
  { kind: 'link', label: 'About', path: '/about' },
  {
    kind: 'group',
    id: 'training',
    label: 'Training',
    items: [
      { label: 'DECODE', path: '/decode' },
      { label: 'AWAKEN THE LIMITLESS HUMAN', path: '/ich' },
      { label: 'Transpersonal Regression', path: '/tasso' },
    ],
  },
  {
    kind: 'group',
    id: 'workshop',
    label: 'Workshop',
    items: [
      { label: 'Family Constellation', path: '/family-constellation' },
      { label: 'Specialized Workshop', path: '/Hidden-Colours' },
    ],
  },
  { kind: 'link', label: 'HHME 2025', path: '/hhme', until: HHME_EVENT.isoDate },
  { kind: 'link', label: 'Our Trainers', path: '/Our-Trainers' },
  { kind: 'link', label: 'Contact Us', path: '/contact-us' },
];

export interface FooterLinkColumn {
  readonly heading: string;
  readonly links: readonly NavLink[];
}

/** The footer's quick links: the programmes first, then the ways to get in touch. */
export const FOOTER_LINK_COLUMNS: readonly FooterLinkColumn[] = [
  {
    heading: 'Programmes',
    links: [
      { label: 'Awaken the Limitless Human', path: '/ich' },
      { label: 'Decode', path: '/decode' },
      { label: 'Transpersonal Regression', path: '/tasso' },
      { label: 'Customized Individual Training', path: '/individual' },
      { label: 'Family Constellation', path: '/family-constellation' },
    ],
  },
  {
    heading: 'Academy',
    links: [
      { label: 'About', path: '/about' },
      { label: 'Event Calendar', path: '/practitioner' },
      { label: 'HHME 2025', path: '/hhme', until: HHME_EVENT.isoDate },
      { label: 'Contact Us', path: '/contact-us' },
      { label: 'Privacy Policy', path: '/privacy-policy' },
    ],
  },
];

/** Whether a link is still offered on `today` (ISO, in Dubai): a link without an end always is. */
export const offeredOn =
  (today: string) =>
  (link: NavLink): boolean =>
    !link.until || today <= link.until;

/** The side menu as offered on `today`: a link whose day has passed leaves it. */
export function sideMenuOn(today: string): SideMenuEntry[] {
  const offered = offeredOn(today);
  return SIDE_MENU.filter((entry) => entry.kind === 'group' || offered(entry)).map((entry) =>
    entry.kind === 'group' ? { ...entry, items: entry.items.filter(offered) } : entry,
  );
}

/** The footer's quick links as offered on `today`. */
export function footerLinksOn(today: string): FooterLinkColumn[] {
  return FOOTER_LINK_COLUMNS.map((column) => ({ ...column, links: column.links.filter(offeredOn(today)) }));
}

/** The words of every page's frame (header, side menu, footer) that are not links of the menus above. */
export const SITE_FRAME_TEXT = {
  skipToContent: 'Skip to content',
  homeLabel: `${PROVIDER.name} home page`,
  openMenu: 'Open menu',
  menuLabel: 'Site menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  menuQuestion: 'Questions about a programme? Write to us:',
  followUs: 'Follow us',
  footerTagline:
    'Hypnotherapy, regression and consciousness trainings, workshops and healing pathways for people across the UAE and beyond.',
  /** The accessible names of the icon-only social links. */
  networks: { linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram', mail: 'Email us' },
  /** Said after a link's name when it opens in a new tab. */
  newTab: (name: string) => `${name} (opens in a new tab)`,
  copyright: (year: string) => `© ${year} ${PROVIDER.name}`,
  madeBy: `Made with care by the ${PROVIDER.maker}`,
} as const;
