import { claimTokenInAddress, joinTokenInAddress } from '../components/waiting-list/claim-link';
import type { ClaimFormName } from '../components/waiting-list/claim-form';
import { islandProps } from '../components/island/island-attributes';

/**
 * The island of a claim link's form on a page that ships no React (components/waiting-list/ClaimSeat.tsx),
 * woken when the browser is idle: it loads the form, and React, only when the address holds a claim
 * link or a waiting list's confirmation link, now or later (a link opened in a tab already on the page
 * changes only the fragment).
 */
export function activate(element: HTMLElement): void {
  const open = () => {
    const { hash } = window.location;
    if (!claimTokenInAddress(hash) && !joinTokenInAddress(hash)) return;
    removeEventListener('hashchange', open);
    void import('./claim-seat.view').then((view) =>
      view.renderClaimSeat(element, islandProps<ClaimFormName>(element)),
    );
  };
  addEventListener('hashchange', open);
  open();
}
