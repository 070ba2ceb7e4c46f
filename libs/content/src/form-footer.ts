/* The modal forms' own buttons: a module of its own, so that a form island without them does not carry them. */

/** The end of a form in a modal: Cancel beside the submit button, whose label says when it is sending. */
export const FORM_FOOTER_TEXT = {
  cancel: 'Cancel',
  submitting: 'Submitting...',
  /** The accessible name of a dialog's close (×) button. */
  close: 'Close',
} as const;
