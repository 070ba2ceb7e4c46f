import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  disallowedCharactersMessage,
  fieldLabel,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
} from './messages';
import { EMAIL_MAX_LENGTH, PHONE_PATTERN, hasDisallowedNameCharacters, isEmail } from './patterns';

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

export const ENQUIRY_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'IN', name: 'India' },
  { code: 'UK', name: 'United Kingdom' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
] as const;

export type EnquiryCountryCode = (typeof ENQUIRY_COUNTRIES)[number]['code'];

/** SPEC.md 5.1 minimums, plus upper bounds so one request cannot fill the database. */
export const ENQUIRY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: EMAIL_MAX_LENGTH,
  phoneMin: 10,
  phoneMax: 30,
  zipMin: 3,
  zipMax: 20,
  messageMax: 5000,
} as const;

const COUNTRY_CODES: ReadonlySet<string> = new Set(ENQUIRY_COUNTRIES.map((c) => c.code));

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
 * untrusted JSON body. Returns the message to show, or undefined when the value is acceptable.
 */
export function validateEnquiryField(field: EnquiryField, value: unknown): string | undefined {
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
      const trimmed = (value as string).trim();
      return trimmed.length >= L.phoneMin && PHONE_PATTERN.test(trimmed) ? undefined : INVALID_PHONE_MESSAGE;
    }
    case 'country': {
      const problem = text(field, value, 1, Number.MAX_SAFE_INTEGER);
      if (problem) return problem;
      return COUNTRY_CODES.has((value as string).trim())
        ? undefined
        : `Country must be one of ${[...COUNTRY_CODES].join(', ')}`;
    }
    case 'zipCode':
      return text(field, value, L.zipMin, L.zipMax);
    case 'message':
      return text(field, value, 1, L.messageMax);
    case 'acceptPrivacyPolicy':
      return value === true ? undefined : requiredMessage(field);
  }
}

export function validateEnquiry(input: Readonly<Record<string, unknown>>): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = validateEnquiryField(field, input[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field, in form order, that has an error: the one to focus. */
export function firstEnquiryError(errors: EnquiryErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field] !== undefined);
}

/** Trims the text fields; call only on an enquiry that passed validation. */
export function normalizeEnquiry(input: Enquiry): Enquiry {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phoneNumber: input.phoneNumber.trim(),
    country: input.country.trim(),
    zipCode: input.zipCode.trim(),
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
