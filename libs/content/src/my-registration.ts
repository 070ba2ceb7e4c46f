import { NEXT_AVAILABLE_INTAKE } from './programmes';
import { PROVIDER } from './provider';

/** A day as the registrant reads it, in the provider's time zone: '1 December 2026'. */
const formatSentOn = (at: Date | string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: PROVIDER.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(at));

export type MyRegistrationStatus = 'PENDING' | 'PENDING_APPROVAL' | 'CONFIRMED' | 'CANCELLED' | 'EXPIRED';

/** The words of the registrant's private page (/my-registration/{id}, opened from the confirmation mail). */
export const MY_REGISTRATION = {
  title: 'Your Registration',
  description: 'Your registration: its status, your details and your photos.',
  intro:
    'This page is private to you. Anyone with its link can see and change your registration, so please do not share the link.',
  loading: 'Loading your registration…',
  incompleteLink: 'This link is incomplete: open the link from your confirmation e-mail again.',
  notFoundAdvice:
    'Please open the link from your confirmation e-mail again: a link copied by hand often loses its end. If it still does not work, write to us and we will help.',
  /** A link that a "Lost your link?" link replaced once it was opened. */
  replacedLink: (sentAt: Date | string) =>
    `This link no longer works: a newer link was sent on ${formatSentOn(sentAt)}. Please open the link from that e-mail.`,
  replacedLinkAdvice: 'Cannot find that e-mail? Ask for your link again and we will send a new one.',
  loadFailed: 'We could not load your registration. Please check your connection and try again.',
  /** Beside the current address while a change waits for the link sent to the new one. */
  pendingEmail: (email: string) => `change to ${email} waiting: open the link we sent there to confirm it`,
  emailConfirming: 'Confirming your new e-mail address…',
  emailConfirmedAdvice:
    'From now on we write to this address. To see your registration, open the private link from your confirmation e-mail.',
  emailConfirmFailed:
    'We could not confirm your new e-mail address. Please check your connection and open the link again.',
  status: {
    PENDING: 'Pending — awaiting payment',
    PENDING_APPROVAL:
      'Pending — we are checking the level you completed elsewhere; no payment until we approve it',
    CONFIRMED: 'Confirmed',
    CANCELLED: 'Cancelled',
    EXPIRED: 'Expired — the seat was not paid for in time',
  } satisfies Record<MyRegistrationStatus, string>,
  nextIntake: NEXT_AVAILABLE_INTAKE,
  nextIntakeNote:
    'We will write to you with the dates and the venue as soon as the next intake is scheduled.',
  paymentNote: 'Your place is confirmed once we have received your payment.',
  photos: {
    intro:
      'We need a photo of the front and the back of your identity document, and a profile photo for your certificate. JPEG, PNG or WebP, at most 5 MB each.',
    none: 'No ID photos available',
    saved: 'Photo saved.',
    notShown: 'The saved photo could not be shown. Please reload the page.',
    uploadFailed: 'The photo could not be uploaded. Please check your connection and try again.',
    /** What the browser is asked to confirm when the page is left with a chosen photo not sent. */
    unsent: 'A photo you chose has not been uploaded yet. Leave the page anyway?',
  },
  cancel: {
    lead: 'If you can no longer attend, cancel your registration here and your seat goes to someone else.',
    question:
      'Are you sure? Your seat will be given to someone else. To enrol again later you will need to register again.',
    failed: 'Your registration could not be cancelled. Please check your connection and try again.',
  },
  payment: {
    /** The online payment button, with the fee ('Pay AED 375.00'). */
    pay: (amount: string) => `Pay ${amount}`,
    paying: 'Opening the payment page…',
    note: 'You pay on a secure payment page; your place is confirmed as soon as the payment arrives.',
    failed: 'The payment page could not be opened. Please try again in a minute.',
    /** Back from the payment page, before the payment is seen. */
    returned: 'Thank you: we are confirming your payment. This page updates in a moment.',
    cancelled: 'The payment was not completed. You can pay whenever you are ready.',
    /** Back from the payment page once the payment is seen. */
    received: 'Payment received: thank you. Your place is confirmed.',
    paid: 'Paid',
    refunded: 'Refunded',
    label: 'Payment',
  },
  /** Followed by the provider's address as a link. */
  contactLead: 'Questions, or a detail to correct? Write to us at',
  contactEmail: PROVIDER.email,
} as const;
