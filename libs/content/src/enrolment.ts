import { PHONE_HINT } from './forms';

/**
 * The words of the enrolment modal (SPEC.md 2.9) beyond its field labels and SPEC's own messages; the
 * loading texts are in enrolment-loading.ts, a module of their own so pages do not carry these.
 */
export const ENROLMENT_TEXT = {
  intro:
    'Fill in your details to reserve your place. Once your registration is received we email you a payment link to complete it.',
  choicesLoading: 'Loading the upcoming workshops…',
  choicesReady: 'Choose a date and place, or Next available intake if none suits you.',
  choicesFailed:
    'We could not load the upcoming workshops just now. You can choose Next available intake and we will send you the dates.',
  nextIntake: 'We will email you the dates and place of the next intake as soon as they are set.',
  certificateHint: 'Built from your first, middle and last names.',
  mobileHint: PHONE_HINT,
  telephoneHint: `${PHONE_HINT} If you leave it empty, your mobile number is used.`,
  sameAddress: 'My permanent address is the same as my current address',
  communicationPreferences: 'Send me news about upcoming programmes and events',
  acceptTerms: 'I have read and accept the terms and conditions above',
  thankYouHeading: 'Thank you!',
  closesSoon: 'This window closes by itself in a few seconds.',
  /** What stays on the page once the thank-you has closed. */
  confirmation: {
    heading: (title: string) => `You are enrolled in ${title}`,
    label: 'Your enrolment',
    payNow: 'Pay now',
    /** When this page cannot open the payment page (a repeated submission): the mail's link can. */
    payByMail: 'To pay, open the link in your confirmation e-mail.',
    dismiss: 'Hide this confirmation',
  },
} as const;
