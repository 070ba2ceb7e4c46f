/**
 * The enrolment form's own labels (SPEC.md 2.9): a module of their own, read only by the form that the
 * Enroll Now island loads when the dialog opens, not by the island itself.
 */
export const ENROLMENT_FORM_TEXT = {
  /** The form's name for a screen reader; the modal's heading names the programme. */
  formLabel: 'Enrolment form',
  detailsPart: 'Your details',
  programmePart: 'Your programme',
  certificateName: 'Name as it will appear on the certificate',
  level: 'Level',
  selectWorkshop: 'Select a workshop',
  selectOption: 'Select an option',
  /** The chosen workshop's facts, filled in from the event. */
  workshop: { date: 'Date', time: 'Time', venue: 'Venue', fee: 'Fee' },
  feeLine: (fee: string) => `Fee: ${fee}`,
  submit: 'Submit Registration',
  terms: 'Terms and conditions',
} as const;
