import { islandRoot } from '../island/island-root';
import { announceSeats } from '../calendar/seat-updates';
import EnrolmentConfirmation from './EnrolmentConfirmation';
import type { RegistrationThankYou } from './use-submit-registration';

let root: ReturnType<typeof islandRoot> | undefined;

/** See kept-confirmation.ts. The latest enrolment's confirmation replaces an earlier one. */
export function showConfirmation(title: string, thankYou: RegistrationThankYou): void {
  if (thankYou.event) announceSeats(thankYou.event);
  root ??= islandRoot(document.body.appendChild(document.createElement('div')));
  const render = (shown: boolean) =>
    root?.render(
      shown ? (
        <EnrolmentConfirmation title={title} thankYou={thankYou} onDismiss={() => render(false)} />
      ) : null,
    );
  render(true);
}
