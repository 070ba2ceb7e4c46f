import type { HeaderScrollState } from './header-scroll';

/** The elements the controller finds: the header, the side menu's <dialog> and the button that opens it. */
export const SITE_HEADER = { 'data-site-header': '' } as const;
export const SIDE_MENU_DIALOG_ID = 'site-menu-dialog';
export const SIDE_MENU_OPENER = { 'data-menu-opener': '' } as const;
export const SIDE_MENU_CLOSER = { 'data-menu-close': '' } as const;
/** A group's button: it shows or hides the list its aria-controls names. */
export const SIDE_MENU_GROUP = { 'data-menu-group': '' } as const;

declare global {
  interface Window {
    __siteHeader?: boolean;
  }
}

/**
 * The site header's behaviour, without React: it answers at once, before the page's script has arrived,
 * the same way after, and on a page that ships no script at all. scripts/prerender.mjs writes this
 * function's source inline into every page's <head>, called with header-scroll.ts's nextHeaderState and
 * plain-modal.ts's showPlainModal, which is why it is self-contained (it repeats the selectors above); the
 * client entry calls it too, for pages served without that script (the development server).
 *
 * - The header follows the scroll, at most once per frame: `data-solid` and `data-hidden` on the element
 *   marked SITE_HEADER carry its look, which its styles draw.
 * - The side menu is a <dialog> shown as a modal one (showModal): focus stays inside, and Escape closes
 *   it. The dialog box covers the viewport with its panel at the right edge, so a click that lands on the
 *   box itself is on the dimmed page beside the panel and closes it, as do the close button and following
 *   a link. On closing, focus returns to the menu button. A group's button shows or hides its list.
 */
export function controlHeader(
  nextState: (previousY: number, currentY: number, wasHidden: boolean) => HeaderScrollState,
  showModal: (dialog: HTMLDialogElement, initialFocus: HTMLElement | null) => void,
): void {
  if (window.__siteHeader) return;
  window.__siteHeader = true;

  let lastY = window.scrollY;
  let hidden = false;
  let frame = 0;
  const follow = () => {
    frame = 0;
    const y = window.scrollY;
    const next = nextState(lastY, y, hidden);
    lastY = y;
    hidden = next.hidden;
    const header = document.querySelector('[data-site-header]');
    header?.toggleAttribute('data-solid', next.solid);
    header?.toggleAttribute('data-hidden', next.hidden);
  };
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(follow)), { passive: true });
  // A reload can land mid-page: the header takes its look from where the page is once it is there.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', follow);
  else follow();

  const dialog = () => document.getElementById('site-menu-dialog') as HTMLDialogElement | null;
  const opener = () => document.querySelector<HTMLElement>('[data-menu-opener]');
  document.addEventListener(
    'click',
    (event) => {
      const menu = dialog();
      const target = event.target as Element | null;
      if (!menu || !target?.closest) return;
      const group = target.closest('[data-menu-group]');
      if (group) {
        const expanded = group.getAttribute('aria-expanded') === 'true';
        group.setAttribute('aria-expanded', String(!expanded));
        const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
        if (list) list.hidden = expanded;
      } else if (target.closest('[data-menu-opener]')) {
        if (!menu.open) {
          showModal(menu, menu.querySelector<HTMLElement>('[data-menu-close]'));
          opener()?.setAttribute('aria-expanded', 'true');
        }
      } else if (
        menu.open &&
        (target === menu ||
          target.closest('[data-menu-close]') ||
          (menu.contains(target) && target.closest('a[href]')))
      ) {
        menu.close();
      }
    },
    true,
  );
  // "close" does not bubble: it is heard on its way down.
  document.addEventListener(
    'close',
    (event) => {
      if (event.target !== dialog()) return;
      const button = opener();
      button?.setAttribute('aria-expanded', 'false');
      button?.focus();
    },
    true,
  );
}
