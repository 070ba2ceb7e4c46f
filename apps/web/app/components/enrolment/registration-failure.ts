import { REGISTRATION_FIELDS, type RegistrationErrors, type RegistrationField } from '@academy/validation';
import { FIX_ERRORS_MESSAGE, REQUEST_FAILED_MESSAGE } from '../form/form-messages';
import { fieldErrorsOf, readGraphqlFailure } from '../form/graphql-failure';

/** SPEC.md 8: a reply that stored nothing and says nothing. */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';

/**
 * What the form does after a failed submission: invalid fields get their messages (and the banner
 * asks to fix them); a conflict (the event filled up or closed) shows the server's words and the
 * choices are refreshed; anything else is 'Submission failed: <message>' (SPEC.md 8).
 */
export type RegistrationFailure =
  | { kind: 'invalid'; message: string; fieldErrors: RegistrationErrors }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

const FIELDS: ReadonlySet<string> = new Set(REGISTRATION_FIELDS);

function isField(field: string): field is RegistrationField {
  return FIELDS.has(field);
}

/** The event is chosen through the workshop select, which is the field `city`. */
const asFormField = (field: string) => (field === 'eventId' ? 'city' : field);

export function describeRegistrationFailure(error: unknown): RegistrationFailure {
  const failure = readGraphqlFailure(error);
  if (failure?.code === 'CONFLICT' && failure.message) {
    return { kind: 'conflict', message: failure.message };
  }
  if (failure?.code === 'BAD_USER_INPUT') {
    const fieldErrors = fieldErrorsOf(
      failure.fieldErrors.map(({ field, message }) => ({ field: asFormField(field), message })),
      isField,
    );
    if (Object.keys(fieldErrors).length > 0) {
      return { kind: 'invalid', message: FIX_ERRORS_MESSAGE, fieldErrors };
    }
  }
  const message = error instanceof Error ? error.message : '';
  return { kind: 'failed', message: `Submission failed: ${message || REQUEST_FAILED_MESSAGE}` };
}
