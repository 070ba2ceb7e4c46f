/** No spaces, exactly one @, and a dot somewhere in the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits, spaces, hyphens and parentheses, with an optional leading plus; length is checked apart. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

/** The longest address SMTP carries (RFC 5321); every form bounds its e-mail field by it. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
