import { type WaitingListOffer, WaitingListModal } from '../components/waiting-list/WaitingListButton';
import { islandProps } from '../components/island/island-attributes';
import { islandRoot } from '../components/island/island-root';

let root: ReturnType<typeof islandRoot> | undefined;

/**
 * The island of a "Join the waiting list" on a page that ships no React (a full event of the calendar,
 * rendered so by the server): opens the same modal as the button does on a hydrated page, in a root of
 * its own at the end of <body>; focus returns to the button when it closes.
 */
export function activate(button: HTMLElement): void {
  const offer = islandProps<WaitingListOffer>(button);
  // The modal returns focus to what had it when it opened; a tap does not focus a button everywhere.
  if (document.activeElement !== button) button.focus();
  root ??= islandRoot(document.body.appendChild(document.createElement('div')));
  const show = (open: boolean) =>
    root?.render(<WaitingListModal key={offer.id} open={open} onClose={() => show(false)} offer={offer} />);
  show(true);
}
