/** The side menu's <dialog> and the header button that opens it, as the controller finds them. */
export const SIDE_MENU_DIALOG_ID = 'site-menu-dialog';
export const SIDE_MENU_OPENER = { 'data-menu-opener': '' } as const;
export const SIDE_MENU_CLOSER = { 'data-menu-close': '' } as const;

declare global {
  interface Window {
    __sideMenu?: boolean;
  }
}

/**
 * Opens and closes the side menu without React, so that it answers the first tap at once, before the
 * page's script has arrived, and the same way after. scripts/prerender.mjs writes this function's
 * source inline into every page's <head>, which is why it is self-contained (it repeats the ids above);
 * the client entry calls it too, for pages served without that script (the development server).
 *
 * The menu is a native modal <dialog>: the browser keeps focus inside and closes it on Escape. The
 * dialog box covers the viewport with its panel at the right edge, so a click that lands on the box
 * itself is on the dimmed page beside the panel and closes it, as does the close button and following
 * a link. On closing, focus returns to the menu button.
 */
export function controlSideMenu(): void {
  if (window.__sideMenu) return;
  window.__sideMenu = true;
  const dialog = () => document.getElementById('site-menu-dialog') as HTMLDialogElement | null;
  const opener = () => document.querySelector<HTMLElement>('[data-menu-opener]');
  document.addEventListener(
    'click',
    (event) => {
      const menu = dialog();
      const target = event.target as Element | null;
      if (!menu || !target?.closest) return;
      if (target.closest('[data-menu-opener]')) {
        if (!menu.open) {
          menu.showModal();
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
