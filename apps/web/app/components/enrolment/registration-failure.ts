import { FORM_MESSAGES } from '@academy/content';
import { REGISTRATION_FIELDS, type RegistrationErrors } from '@academy/validation';
import { type FailureReading, fieldsNamed } from '../form/form-failure';
import { REQUEST_FAILED_MESSAGE } from '../form/form-messages';

/** SPEC.md 8: a reply that stored nothing and says nothing. */
export const REGISTRATION_FAILED_MESSAGE = FORM_MESSAGES.registrationFailed;

const registrationFields = fieldsNamed(REGISTRATION_FIELDS);

/** Where the form shows a field's refusal: the workshop select is `city`; the prerequisite's part is under the level. */
const SHOWN_UNDER: Readonly<Record<string, string>> = {
  eventId: 'city',
  prerequisiteElsewhere: 'levelName',
  prerequisiteNote: 'levelName',
};

/**
 * How the enrolment form reads a failure (describeFormFailure): fields shown under another control
 * (SHOWN_UNDER) are named by it; anything else is 'Submission failed: <message>'.
 */
export const REGISTRATION_FAILURE: FailureReading<RegistrationErrors> = {
  fieldErrors: (fieldErrors) =>
    registrationFields(
      fieldErrors.map(({ field, message }) => ({ field: SHOWN_UNDER[field] ?? field, message })),
    ),
  failed: (message) => `Submission failed: ${message || REQUEST_FAILED_MESSAGE}`,
};
