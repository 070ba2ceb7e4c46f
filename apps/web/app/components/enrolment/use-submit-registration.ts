import { lazySender } from '../form/lazy-sender';
import { REGISTRATION_FAILURE } from './registration-failure';

export type { RegistrationThankYou } from './send-registration';

const registrationSender = lazySender(
  () => import('./send-registration').then((module) => module.sendRegistration),
  REGISTRATION_FAILURE,
);

/** Sends a registration (send-registration.ts, fetched when the visitor turns to the form). */
export function useSubmitRegistration() {
  return { submit: registrationSender.send, preload: registrationSender.preload };
}
