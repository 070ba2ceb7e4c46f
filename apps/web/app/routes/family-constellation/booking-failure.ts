import type { FamilyBookingErrors } from '@academy/validation';
import type { FailureReading } from '../../components/form/form-failure';
import { REQUEST_FAILED_MESSAGE } from '../../components/form/form-messages';

const FORM_FIELDS = ['sessionSlot', 'familyMembers', 'email', 'phone'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);

/**
 * How the booking form reads a failure (describeFormFailure): familyMember0..3 are the member rows;
 * anything else is 'Booking failed: <message>'.
 */
export const BOOKING_FAILURE: FailureReading<FamilyBookingErrors> = {
  fieldErrors: (fieldErrors) => {
    const errors: FamilyBookingErrors = {};
    for (const { field, message } of fieldErrors) {
      const member = /^familyMember(\d)$/.exec(field);
      if (member) errors.members = { ...errors.members, [Number(member[1])]: message };
      else if (isFormField(field)) errors[field] ??= message;
    }
    return errors;
  },
  failed: (message) => `Booking failed: ${message || REQUEST_FAILED_MESSAGE}`,
};
