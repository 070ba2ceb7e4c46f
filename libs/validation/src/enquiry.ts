import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  disallowedCharactersMessage,
  fieldLabel,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
} from './messages';
import { countryCode, usesPostalCode } from '@academy/content';
import { EMAIL_MAX_LENGTH, hasDisallowedNameCharacters, isEmail } from './patterns';
import { PHONE_MAX_LENGTH, readPhone } from './phone';

/** The contact form of SPEC.md 3.2, as the visitor submits it. */
export interface Enquiry {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  zipCode: string;
  message: string;
  acceptPrivacyPolicy: boolean;
}

export type EnquiryField = keyof Enquiry;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** Form order: the first errored field in this order is the one scrolled to and reported first. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'zipCode',
  'message',
  'acceptPrivacyPolicy',
];

/** SPEC.md 5.1 minimums, plus upper bounds so one request cannot fill the database. */
export const ENQUIRY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: EMAIL_MAX_LENGTH,
  phoneMax: PHONE_MAX_LENGTH,
  zipMin: 3,
  zipMax: 20,
  messageMax: 5000,
} as const;

/** The message for a country code that names no country (the form offers only real ones). */
export const UNKNOWN_COUNTRY_MESSAGE = 'Country must be one of the listed countries (an ISO code such as AE)';

/** The chosen country as a form or an older client sends it ('UK' too), or '' when there is none. */
const chosenCountry = (enquiry: Readonly<Record<string, unknown>>) =>
  typeof enquiry.country === 'string' ? enquiry.country.trim() : '';

function text(field: EnquiryField, value: unknown, min: number, max: number): string | undefined {
  if (value === undefined || value === null) return requiredMessage(field);
  if (typeof value !== 'string') return `${fieldLabel(field)} must be text`;
  const trimmed = value.trim();
  if (trimmed === '') return requiredMessage(field);
  if (trimmed.length < min) return minLengthMessage(field, min);
  if (trimmed.length > max) return maxLengthMessage(field, max);
  return undefined;
}

/**
 * One field's rule. `value` is unknown because the same rule checks the typed form state and an
 * untrusted JSON body; `enquiry` is the rest of it, for the two fields that depend on the chosen country:
 * the postal code is asked only where addresses have one, and a number without a country code that is
 * no UAE number may be one of that country. Returns the message to show, or undefined when the value is
 * acceptable.
 */
export function validateEnquiryField(
  field: EnquiryField,
  value: unknown,
  enquiry: Readonly<Record<string, unknown>> = {},
): string | undefined {
  const L = ENQUIRY_LIMITS;
  switch (field) {
    case 'firstName':
    case 'lastName': {
      const problem = text(field, value, L.nameMin, L.nameMax);
      if (problem) return problem;
      return hasDisallowedNameCharacters(value as string)
        ? disallowedCharactersMessage(fieldLabel(field))
        : undefined;
    }
    case 'email': {
      const problem = text(field, value, 1, L.emailMax);
      if (problem) return problem;
      return isEmail((value as string).trim()) ? undefined : INVALID_EMAIL_MESSAGE;
    }
    case 'phoneNumber': {
      const problem = text(field, value, 1, L.phoneMax);
      if (problem) return problem;
      return readPhone(value, [chosenCountry(enquiry)]) ? undefined : INVALID_PHONE_MESSAGE;
    }
    case 'country': {
      const problem = text(field, value, 1, Number.MAX_SAFE_INTEGER);
      if (problem) return problem;
      return countryCode((value as string).trim()) ? undefined : UNKNOWN_COUNTRY_MESSAGE;
    }
    case 'zipCode':
      if (usesPostalCode(chosenCountry(enquiry))) return text(field, value, L.zipMin, L.zipMax);
      // Not asked: whatever an older client still sends is kept, within the column's bound.
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'string') return `${fieldLabel(field)} must be text`;
      return value.trim().length > L.zipMax ? maxLengthMessage(field, L.zipMax) : undefined;
    case 'message':
      return text(field, value, 1, L.messageMax);
    case 'acceptPrivacyPolicy':
      return value === true ? undefined : requiredMessage(field);
  }
}

export function validateEnquiry(input: Readonly<Record<string, unknown>>): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = validateEnquiryField(field, input[field], input);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field, in form order, that has an error: the one to focus. */
export function firstEnquiryError(errors: EnquiryErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field] !== undefined);
}

/** An enquiry as it is stored: the number as typed and in E.164. */
export interface PreparedEnquiry extends Enquiry {
  phoneNumberE164: string | null;
}

/**
 * Trims the text fields, names the country by its ISO code ('UK' → 'GB') and reads the number; call only
 * on an enquiry that passed validation.
 */
export function normalizeEnquiry(input: Enquiry): PreparedEnquiry {
  const country = input.country.trim();
  const phone = readPhone(input.phoneNumber, [country]);
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phoneNumber: phone?.typed ?? input.phoneNumber.trim(),
    phoneNumberE164: phone?.e164 ?? null,
    country: countryCode(country) ?? country,
    zipCode: (input.zipCode ?? '').trim(),
    message: input.message.trim(),
    acceptPrivacyPolicy: input.acceptPrivacyPolicy,
  };
}

export const EMPTY_ENQUIRY: Enquiry = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  country: '',
  zipCode: '',
  message: '',
  acceptPrivacyPolicy: false,
};
