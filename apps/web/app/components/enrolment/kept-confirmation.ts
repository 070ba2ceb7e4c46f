import type { RegistrationThankYou } from './use-submit-registration';

/**
 * After an enrolment's thank-you has closed: the event's new seat figures for every part of the page
 * that shows them, and the enrolment's confirmation, in a root of its own (so it stays whatever
 * happens to the Enroll Now it came from). Its code is loaded then; the form brought Apollo already.
 */
export function keepConfirmation(title: string, thankYou: RegistrationThankYou): void {
  void import('./show-confirmation').then(
    (module) => module.showConfirmation(title, thankYou),
    () => undefined,
  );
}
