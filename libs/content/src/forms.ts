/** What every form says around its fields: the question before closing one with typed data. */
export const FORM_CLOSE_TEXT = {
  question: 'Close this form?',
  explanation:
    'What you typed is kept on this device, in this browser tab, until you send the form or discard it.',
  keepEditing: 'Keep editing',
  closeKeepingDraft: 'Close and keep draft',
  discard: 'Discard and close',
} as const;

/** Said over a form that opens with a draft the visitor left in it. */
export const DRAFT_RESTORED_TEXT = 'We kept what you typed last time.';

/** How every phone field shows the number it wants (the provider's own style, a UAE mobile). */
export const PHONE_EXAMPLE = '+971 50 123 4567';

/** The hint under every phone field. */
export const PHONE_HINT = `For example ${PHONE_EXAMPLE}. Outside the UAE, start with your country code.`;

/** SPEC.md 5.2 and 8: what a form says over itself when it was sent with errors, or could not be sent. */
export const FORM_MESSAGES = {
  fixErrors: 'Please fix the errors below before submitting',
  requestFailed: 'Request failed. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  registrationFailed: 'Registration failed',
  submissionFailed: 'Submission failed',
} as const;
