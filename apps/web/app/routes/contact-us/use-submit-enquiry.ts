import { lazySender } from '../../components/form/lazy-sender';
import { ENQUIRY_FAILURE } from './submit-failure';

const enquirySender = lazySender(
  () => import('./send-enquiry').then((module) => module.sendEnquiry),
  ENQUIRY_FAILURE,
);

/** Sends an enquiry (send-enquiry.ts, fetched when the visitor turns to the form). */
export function useSubmitEnquiry() {
  return { submit: enquirySender.send, preload: enquirySender.preload };
}
