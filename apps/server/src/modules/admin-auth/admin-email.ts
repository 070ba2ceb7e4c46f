/** Accounts are found by e-mail without regard to case or surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
