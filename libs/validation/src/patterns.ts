/** No spaces, exactly one @, and a dot somewhere in the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits, spaces, hyphens and parentheses, with an optional leading plus; length is checked apart. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
