/** SPEC.md 5.2: the banner over a form sent with errors (the family booking form uses it too). */
export const FIX_ERRORS_MESSAGE = 'Please fix the errors below before submitting';

/** SPEC.md 8: the generic form request fallback, for a failure that carries no message. */
export const REQUEST_FAILED_MESSAGE = 'Request failed. Please try again.';
