import type { FamilyBookingErrors } from '@academy/validation';
import { FIX_ERRORS_MESSAGE, REQUEST_FAILED_MESSAGE } from '../../components/form/form-messages';
import { readGraphqlFailure } from '../../components/form/graphql-failure';

/**
 * What the booking form does after a failed booking: invalid fields get their messages; a conflict
 * (the session filled up or closed) shows the server's words and the sessions are asked again;
 * anything else is reported with its message.
 */
export type BookingFailure =
  | { kind: 'invalid'; message: string; errors: FamilyBookingErrors }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

const FORM_FIELDS = ['sessionSlot', 'familyMembers', 'email', 'phone'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);

/** extensions.fieldErrors in the form's shape: familyMember0..3 are the member rows. */
function bookingErrors(fieldErrors: readonly { field: string; message: string }[]): FamilyBookingErrors {
  const errors: FamilyBookingErrors = {};
  for (const { field, message } of fieldErrors) {
    const member = /^familyMember(\d)$/.exec(field);
    if (member) errors.members = { ...errors.members, [Number(member[1])]: message };
    else if (isFormField(field)) errors[field] ??= message;
  }
  return errors;
}

export function describeBookingFailure(error: unknown): BookingFailure {
  const failure = readGraphqlFailure(error);
  if (failure?.code === 'CONFLICT' && failure.message) {
    return { kind: 'conflict', message: failure.message };
  }
  if (failure?.code === 'BAD_USER_INPUT') {
    const errors = bookingErrors(failure.fieldErrors);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', message: FIX_ERRORS_MESSAGE, errors };
    // Only the session itself was refused (it no longer exists): its message says so.
    const [first] = failure.fieldErrors;
    if (first) return { kind: 'conflict', message: first.message };
  }
  const message = error instanceof Error ? error.message : '';
  return { kind: 'failed', message: `Booking failed: ${message || REQUEST_FAILED_MESSAGE}` };
}
