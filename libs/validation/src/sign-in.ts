import { requiredMessage } from './messages';

/** The admin sign-in form of SPEC.md 2.15, as the form and the server both check it. */
export interface SignInForm {
  email: string;
  password: string;
}

export type SignInField = keyof SignInForm;
export type SignInErrors = Partial<Record<SignInField, string>>;

/** Form order: the first errored field is the one focused. */
export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

/**
 * SPEC.md 5.4: both fields are required. The e-mail is judged trimmed (accounts are found without the
 * surrounding spaces); a password is taken as typed, spaces included.
 */
export function validateSignIn(input: Readonly<Record<string, unknown>>): SignInErrors {
  const errors: SignInErrors = {};
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (email === '') errors.email = requiredMessage('email');
  if (typeof input.password !== 'string' || input.password === '')
    errors.password = requiredMessage('password');
  return errors;
}

export function firstSignInError(errors: SignInErrors): SignInField | undefined {
  return SIGN_IN_FIELDS.find((field) => errors[field] !== undefined);
}
