import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { type NavGroup, PROVIDER, SCHEDULE_LINK, SITE_FRAME_TEXT, sideMenuOn } from '@academy/content';
import { useSiteToday } from '../site-data/site-data';
import { LINE_ICON_ATTRIBUTES } from '../components/LineIcon';
import { SIDE_MENU_CLOSER, SIDE_MENU_DIALOG_ID, SIDE_MENU_GROUP } from './header-controller';
import { LanguageSwitch } from './LanguageSwitch';
import { SOCIAL_ICON, type SocialNetwork, socialLinkProps } from './SocialLink';

const SOCIAL_NETWORKS: readonly { network: SocialNetwork; href: string }[] = [
  { network: 'linkedin', href: PROVIDER.social.linkedin },
  { network: 'facebook', href: PROVIDER.social.facebook },
  { network: 'instagram', href: PROVIDER.social.instagram },
  { network: 'mail', href: `mailto:${PROVIDER.email}` },
];

/** The Workshop list scrolls beyond this height (SPEC.md 9). */
const GROUP_LIST_MAX_HEIGHT: Partial<Record<string, string>> = { workshop: '300px' };

/** A line icon (LineIcon's drawing) as a plain <svg>: the menu's markup needs no styling system. */
function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg {...LINE_ICON_ATTRIBUTES} width={size} height={size}>
      {children}
    </svg>
  );
}

/**
 * The slide-in side menu (SPEC.md 2.2), in the page from the start and closed: a modal <dialog>
 * (plain-modal.ts) that header-controller.ts opens and closes without React, so the first tap on the menu
 * button is answered at once. Plain elements styled by side-menu.css (in the page's <head>), so hydrating
 * it costs little and it looks right before any script runs. Its links are the router's once the page is
 * interactive and plain links before.
 */
export function SideMenu({ id }: { id: string }) {
  const { pathname } = useLocation();
  const today = useSiteToday();
  const current = (path: string) => (path === pathname ? 'page' : undefined);

  return (
    <dialog
      id={SIDE_MENU_DIALOG_ID}
      className="side-menu modal-box"
      aria-modal="true"
      aria-label={SITE_FRAME_TEXT.menuLabel}
    >
      <div className="side-menu__panel">
        <div className="side-menu__top">
          <span className="side-menu__name">{PROVIDER.shortName}</span>
          <button
            type="button"
            className="side-menu__close"
            aria-label={SITE_FRAME_TEXT.closeMenu}
            {...SIDE_MENU_CLOSER}
          >
            <Icon>
              <path d="M6 6l12 12M18 6 6 18" />
            </Icon>
          </button>
        </div>

        <nav id={id} aria-label={SITE_FRAME_TEXT.mainNav} className="side-menu__nav">
          <Link
            to={SCHEDULE_LINK.path}
            className="side-menu__schedule"
            aria-current={current(SCHEDULE_LINK.path)}
          >
            {SCHEDULE_LINK.label}
          </Link>
          <ul className="side-menu__list">
            {sideMenuOn(today).map((entry) =>
              entry.kind === 'group' ? (
                <MenuGroup key={entry.id} group={entry} pathname={pathname} />
              ) : (
                <li key={entry.path}>
                  <Link to={entry.path} className="side-menu__item" aria-current={current(entry.path)}>
                    {entry.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="side-menu__foot">
          <LanguageSwitch className="side-menu__lang" />
          <p>{SITE_FRAME_TEXT.menuQuestion}</p>
          <a href={`mailto:${PROVIDER.email}`} className="side-menu__mail">
            {PROVIDER.email}
          </a>
          <ul className="side-menu__social" aria-label={SITE_FRAME_TEXT.followUs}>
            {SOCIAL_NETWORKS.map(({ network, href }) => (
              <li key={network}>
                <a {...socialLinkProps(network, href)} className="side-menu__social-link">
                  <Icon size={18}>{SOCIAL_ICON[network]}</Icon>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </dialog>
  );
}

interface MenuGroupProps {
  group: NavGroup;
  pathname: string;
}

/**
 * A collapsible group, open while the current page is one of its items. header-controller.ts toggles
 * it (with or without React); a client navigation sets it again from the new page.
 */
function MenuGroup({ group, pathname }: MenuGroupProps) {
  const expanded = group.items.some((item) => item.path === pathname);
  const listId = `side-menu-${group.id}`;

  return (
    <li>
      <button
        type="button"
        className="side-menu__item side-menu__group"
        aria-expanded={expanded}
        aria-controls={listId}
        {...SIDE_MENU_GROUP}
      >
        {group.label}
        <Icon size={20}>
          <path d="m6 9 6 6 6-6" />
        </Icon>
      </button>
      <ul
        id={listId}
        hidden={!expanded}
        className="side-menu__sublist"
        style={{ maxHeight: GROUP_LIST_MAX_HEIGHT[group.id] }}
      >
        {group.items.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              className="side-menu__item"
              aria-current={item.path === pathname ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
