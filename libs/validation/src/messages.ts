/**
 * Message builders shared by every form. The wording is fixed by SPEC.md section 5: the field name is
 * the property name with a capital first letter ('FirstName is required').
 */
export function fieldLabel(field: string): string {
  return field.charAt(0).toUpperCase() + field.slice(1);
}

export const requiredMessage = (field: string): string => `${fieldLabel(field)} is required`;

export const minLengthMessage = (field: string, min: number): string =>
  `${fieldLabel(field)} must be at least ${min} characters`;

export const maxLengthMessage = (field: string, max: number): string =>
  `${fieldLabel(field)} must be at most ${max} characters`;

/** A name with a character no name may hold (hasDisallowedNameCharacters); `label` names the field. */
export const disallowedCharactersMessage = (label: string): string =>
  `${label} contains characters that are not allowed`;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
