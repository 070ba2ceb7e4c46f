import { INVALID_EMAIL_MESSAGE, requiredMessage } from './messages';
import { isEmail } from './patterns';

/** The 'Lost your link?' form's one field: the address the links are mailed to. */
export function validateLostLinkEmail(value: unknown): string | undefined {
  const email = typeof value === 'string' ? value.trim() : '';
  if (email === '') return requiredMessage('email');
  return isEmail(email) ? undefined : INVALID_EMAIL_MESSAGE;
}
