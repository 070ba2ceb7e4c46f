import { REGISTRATION_FIELDS, type RegistrationErrors } from '@academy/validation';
import { type FailureReading, fieldsNamed } from '../form/form-failure';
import { REQUEST_FAILED_MESSAGE } from '../form/form-messages';

/** SPEC.md 8: a reply that stored nothing and says nothing. */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';

const registrationFields = fieldsNamed(REGISTRATION_FIELDS);

/**
 * How the enrolment form reads a failure (describeFormFailure): the event is chosen through the
 * workshop select, which is the field `city`; anything else is 'Submission failed: <message>'.
 */
export const REGISTRATION_FAILURE: FailureReading<RegistrationErrors> = {
  fieldErrors: (fieldErrors) =>
    registrationFields(
      fieldErrors.map(({ field, message }) => ({ field: field === 'eventId' ? 'city' : field, message })),
    ),
  failed: (message) => `Submission failed: ${message || REQUEST_FAILED_MESSAGE}`,
};
