import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { HOME_COUNTRY, countryCode } from '@academy/content';
import { westernDigits } from './patterns';

/** The longest number any form takes, as typed (spaces and all): '+971 (0) 50 123 4567' is 20. */
export const PHONE_MAX_LENGTH = 30;

/**
 * Digits, spaces, dots, hyphens and parentheses, with an optional leading plus: how people write a
 * number, once read (readable). libphonenumber-js alone would also find one inside
 * 'call 050 123 4567 after 5' or with an extension, which no form means to store.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * The marks that only steer which way text is shown (ALM, LRM, RLM, the embeddings, overrides and
 * isolates): a phone in an Arabic interface wraps a number copied from it in them. Never part of one.
 */
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A number as the rules read it: Arabic-Indic and Persian digits as 0-9 (westernDigits), a full-width
 * plus as '+', the dashes and the minus sign an Arabic keyboard or a word processor gives as '-'.
 */
const readable = (typed: string) =>
  westernDigits(typed)
    .replace(/\uFF0B/g, '+')
    .replace(/[\u2010-\u2015\u2212]/g, '-');

/** Older clients sent exactly this many digits, without a country code (SPEC.md 5.1, 5.2, 5.3). */
const LEGACY_DIGITS = 10;

/**
 * A number as a form keeps it: what the registrant typed (trimmed, without direction marks; Arabic
 * digits stay as typed), and its E.164 form when known.
 */
export interface PhoneNumber {
  typed: string;
  /** '+971501234567'; null for an older client's ten digits whose country nobody said. */
  e164: string | null;
}

/**
 * Reads a phone number the way every form does, whatever digits it is typed in ('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' is
 * '+971 50 123 4567'): an international number ('+44 20 7946 0958',
 * '0044 20 7946 0958') or, without a country code, a UAE one ('050 123 4567', '04 123 4567'), then one of
 * `alsoIn`'s countries (the contact form's chosen country). What no country makes a valid number is
 * still taken when it is the ten digits older clients sent (SPEC's rules before numbers went
 * international: '5551234567', '(555) 123-4567'), as typed and without an E.164 form, since nobody said
 * whose number it is. Anything else is undefined: not a number.
 */
export function readPhone(value: unknown, alsoIn: readonly string[] = []): PhoneNumber | undefined {
  if (typeof value !== 'string') return undefined;
  const typed = value.replace(DIRECTION_MARKS, '').trim();
  const number = readable(typed);
  if (typed.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(number)) return undefined;
  const regions = new Set([HOME_COUNTRY, ...alsoIn.map((code) => countryCode(code) ?? '')]);
  for (const region of regions) {
    if (region === '') continue;
    const parsed = parsePhoneNumberFromString(number, region as CountryCode);
    if (parsed?.isValid()) return { typed, e164: parsed.number };
  }
  if (!number.startsWith('+') && number.replace(/\D/g, '').length === LEGACY_DIGITS)
    return { typed, e164: null };
  return undefined;
}

/** Whether a form takes the value as a phone number (readPhone's rule). */
export const isPhone = (value: unknown, alsoIn?: readonly string[]): boolean =>
  readPhone(value, alsoIn) !== undefined;
