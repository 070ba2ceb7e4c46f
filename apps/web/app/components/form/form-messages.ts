import { FORM_MESSAGES } from '@academy/content';

/** SPEC.md 5.2: the banner over a form sent with errors (the family booking form uses it too). */
export const FIX_ERRORS_MESSAGE = FORM_MESSAGES.fixErrors;

/** SPEC.md 8: the generic form request fallback, for a failure that carries no message. */
export const REQUEST_FAILED_MESSAGE = FORM_MESSAGES.requestFailed;
