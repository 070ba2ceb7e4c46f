import type { Enquiry, EnquiryErrors } from '@academy/validation';
import type { SendOutcome } from '../../components/form/use-form-submit';
import { ENQUIRY_FAILURE } from './submit-failure';

/** The sending code and Apollo, fetched once: the page's script before any interaction carries neither. */
const loadSender = () => import('./send-enquiry');

/**
 * Sends an enquiry (see send-enquiry.ts). `preload` fetches the sending code ahead of the first send, when
 * the visitor starts on the form; a send whose code cannot be fetched (the connection dropped) fails like
 * any other, in the form's words.
 */
export function useSubmitEnquiry() {
  const submit = async (input: Enquiry): Promise<SendOutcome<true, EnquiryErrors>> => {
    const sender = await loadSender().catch(() => undefined);
    if (sender) return sender.sendEnquiry(input);
    return {
      ok: false,
      failure: {
        kind: 'failed',
        message: ENQUIRY_FAILURE.failed(''),
        fieldErrors: ENQUIRY_FAILURE.fieldErrors([]),
      },
    };
  };
  return { submit, preload: () => void loadSender().catch(() => undefined) };
}
