import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { westernDigits } from '@academy/validation';

/**
 * Terms are stored and matched lower case, without accents, and with Arabic-Indic and Persian digits
 * as 0-9: 'Zoë' is found by 'zoe', '٢٠٢٦' by '2026' and '2026' by '٢٠٢٦'.
 */
export function foldForSearch(text: string): string {
  return westernDigits(text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());
}

const MAX_TERM_LENGTH = 64;

/**
 * Splits text into words of letters or of digits, keeping nothing else: 'layla1990' gives 'layla' and
 * '1990', so e-mail addresses do not fill the index with one-off terms that every name prefix would
 * have to step over.
 */
const words = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .filter(Boolean);

export interface SearchableRegistration {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  levelName: string;
  city: string;
  mobileNo: string;
  mobileNoE164: string | null;
}

/**
 * A number's terms, each all its digits: as typed ('+971 50 123 4567' → '971501234567', '٠٥٠١٢٣٤٥٦٧' →
 * '0501234567'), in E.164, and as dialled at home with a trunk 0 ('0501234567'), so staff find it
 * however either of them writes it.
 */
function phoneTerms(typed: string, e164: string | null): string[] {
  const digits = (text: string) => westernDigits(text).replace(/\D/g, '');
  const national = e164 ? parsePhoneNumberFromString(e164)?.nationalNumber : undefined;
  return [digits(typed), e164 ? digits(e164) : '', national ? `0${national}` : ''];
}

/**
 * The words staff can find a registration by (SPEC.md 9: first name, last name, email, level name and
 * city; the mobile number too). An e-mail address gives its words: 'layla.hassan@example.ae' is found
 * by 'layla', 'hassan', 'layla.h' or 'hassan@example'; the mobile number gives terms of digits only.
 */
export function registrationSearchTerms(registration: SearchableRegistration): string[] {
  const terms = [
    ...words(registration.firstName),
    ...words(registration.middleName),
    ...words(registration.lastName),
    ...words(registration.email),
    ...words(registration.levelName),
    ...words(registration.city),
    ...phoneTerms(registration.mobileNo, registration.mobileNoE164),
  ];
  return [...new Set(terms.filter(Boolean).map((term) => term.slice(0, MAX_TERM_LENGTH)))];
}

/**
 * What a search box's text asks for, split into words the way the terms were: each must begin one of
 * a registration's terms (prefix match), so 'layla.h' asks for 'layla' and then 'h'. Longest first: the
 * longest word usually narrows the search most, and it drives the lookup.
 */
export function searchWords(query: string): string[] {
  const unique = [...new Set(words(query).map((word) => word.slice(0, MAX_TERM_LENGTH)))];
  return unique.sort((a, b) => b.length - a.length).slice(0, 5);
}
