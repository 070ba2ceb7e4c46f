import { EnrolmentDialog, type EnrolmentOffer } from '../components/enrolment/EnrolmentDialog';
import { islandProps } from '../components/island/island-attributes';
import { islandRoot } from '../components/island/island-root';

// Re-exported so that the form's code is among the island's modules: the activator fetches it with them
// when a visitor heads for Enroll Now, instead of after the press (the modal loads it lazily elsewhere).
export { default as EnrolmentModalContent } from '../components/enrolment/EnrolmentModalContent';

let root: ReturnType<typeof islandRoot> | undefined;

/**
 * The island of an Enroll Now on a page that ships no React (components/enrolment/EnrolButton.tsx): opens
 * the same enrolment modal as the button does on a hydrated page, for the offer the button carries. The
 * prerendered button stays as it is; the modal renders in a root of its own at the end of <body>, and
 * focus returns to the button when it closes.
 */
export function activate(button: HTMLElement): void {
  const offer = islandProps<EnrolmentOffer>(button);
  // The modal returns focus to what had it when it opened; a tap does not focus a button everywhere.
  if (document.activeElement !== button) button.focus();
  root ??= islandRoot(document.body.appendChild(document.createElement('div')));
  const show = (open: boolean) =>
    root?.render(
      <EnrolmentDialog
        key={offer.target.title}
        open={open}
        onClose={() => show(false)}
        target={offer.target}
        details={offer.details}
      />,
    );
  show(true);
}
