import { FORM_MESSAGES } from '@academy/content';
import { ENQUIRY_FIELDS, type EnquiryErrors } from '@academy/validation';
import { type FailureReading, fieldsNamed } from '../../components/form/form-failure';

export const SEND_FAILED_MESSAGE = FORM_MESSAGES.sendFailed;

/** How the contact form reads a failure (describeFormFailure): SPEC.md 8's texts for the contact form. */
export const ENQUIRY_FAILURE: FailureReading<EnquiryErrors> = {
  fieldErrors: fieldsNamed(ENQUIRY_FIELDS),
  failed: (message) => message || SEND_FAILED_MESSAGE,
};
