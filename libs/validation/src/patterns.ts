/**
 * Text with its Arabic-Indic (٠١٢٣٤٥٦٧٨٩, U+0660-U+0669) and Eastern Arabic/Persian (۰۱۲۳۴۵۶۷۸۹,
 * U+06F0-U+06F9) digits written as 0-9, everything else left as it is: '+٩٧١ ٥٠' → '+971 50',
 * '١٩٩٠-٠٥-١٢' → '1990-05-12'. How the rules read numbers and dates typed on an Arabic keyboard.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * One part of an address between dots: no spaces or control characters, and none of the address-list
 * syntax (quotes, angle brackets, commas, semicolons, colons, parentheses, square brackets, backslash)
 * with which one form field could name more recipients, or add headers, in a mail's To: line.
 */
const EMAIL_ATOM = '[^\\s\\x00-\\x1f\\x7f@"(),:;<>\\[\\]\\\\.]+';

/**
 * Dot-separated parts, exactly one @, and a dot in the domain. No part can hold a dot, so the pattern
 * reads each character once (the old one backtracked over every dot: seconds for 40,000 of them).
 */
export const EMAIL_PATTERN = new RegExp(
  `^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})+$`,
);

/**
 * What no name may hold: control characters (NUL, line breaks, tabs, C1), lone halves of a surrogate
 * pair (no character at all), line and paragraph separators, and the bidi embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069) that make a name display as other text, in a mail's subject
 * or a staff list. Letters and marks of every script stay allowed, the zero-width joiners too.
 */
const NOT_IN_NAMES = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Whether a name holds a character no name may (NOT_IN_NAMES). */
export function hasDisallowedNameCharacters(value: string): boolean {
  return NOT_IN_NAMES.test(value);
}

/** The longest address SMTP carries (RFC 5321); every form bounds its e-mail field by it. */
export const EMAIL_MAX_LENGTH = 254;

/** The one e-mail rule: at most EMAIL_MAX_LENGTH characters, checked first, and EMAIL_PATTERN. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** A day of the calendar written YYYY-MM-DD: 2024-02-29 is one, 2026-02-30 and 2026-13-01 are not. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  // setUTCFullYear, unlike Date.UTC, takes years 0 to 99 as they are.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The message for a date field, named in words ('Date', 'End date'): an empty one is required, anything
 * else must be a day of the calendar; undefined when it is one.
 */
export function dayProblem(label: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return `${label} is required`;
  return isIsoDay(value) ? undefined : `${label} must be a real day, YYYY-MM-DD`;
}
