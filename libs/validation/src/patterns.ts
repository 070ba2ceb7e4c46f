/** No spaces, exactly one @, and a dot somewhere in the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits, spaces, hyphens and parentheses, with an optional leading plus; length is checked apart. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

/** The longest address SMTP carries (RFC 5321); every form bounds its e-mail field by it. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
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
