import { PROVIDER } from './provider';

/** Made on first use: the pages whose islands import this module rarely show a deadline. */
let heldUntil: Intl.DateTimeFormat | undefined;

/** A held seat's or a claim's deadline as the registrant reads it: 'Sat, 28 Nov 2026, 10:00 pm Gulf Standard Time'. */
export function formatHeldUntil(at: Date | string): string {
  return `${formatUaeMoment(at)} Gulf Standard Time`;
}

/** A moment in the provider's time zone without naming it ('Sat, 28 Nov 2026, 10:00 pm'): a mail says the zone once. */
export function formatUaeMoment(at: Date | string): string {
  heldUntil ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PROVIDER.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  return heldUntil.format(new Date(at));
}

/** The sentence the thank-you and the private page show while an unpaid seat is held. */
export const seatHeldUntil = (at: Date | string, zone: 'named' | 'said elsewhere' = 'named') =>
  `Your seat is held until ${zone === 'named' ? formatHeldUntil(at) : formatUaeMoment(at)}.`;

/** What a waiting list is for: a calendar event or a family session. */
export type WaitingListSubject = 'event' | 'family-session';

/** How the waiting list's sentences name what is full. */
const SUBJECT_WORDS: Record<WaitingListSubject, string> = {
  event: 'event',
  'family-session': 'family session',
};

/** The waiting list's words, on the enrolment form, the calendar, the family sessions and the claim pages. */
export const WAITING_LIST = {
  offer: 'Join the waiting list',
  intro: (kind: WaitingListSubject) =>
    `This ${SUBJECT_WORDS[kind]} is full. Leave your name, e-mail and mobile, then open the link we mail you to confirm your place: when a seat frees, the first in line gets a mail with a link that holds it for them.`,
  submit: 'Join the waiting list',
  /** The same whether or not the address was on the list: it tells a stranger nothing. */
  joined:
    'Thank you. Please check your mailbox: we have sent you a link to confirm your place on the waiting list. You join the line once you open it.',
  /** The page a confirmation link opens (the event calendar, the family sessions). */
  confirmHeading: 'Your place on the waiting list',
  confirming: 'Confirming your place on the waiting list…',
  confirmed: (place: number) =>
    `Your place on the waiting list is confirmed: you are number ${place} in line. If a seat frees for you, we will send you a link to claim it.`,
  confirmedOffered:
    'Your place on the waiting list is confirmed, and a seat is free for you: we have sent you the link to claim it.',
  confirmGone:
    'This confirmation link has expired or is no longer valid. Please join the waiting list again.',
  claimHeading: 'A seat is free for you',
  claimHeld: (kind: WaitingListSubject, at: Date | string) =>
    `A seat in this ${SUBJECT_WORDS[kind]} is held for you until ${formatHeldUntil(at)}. Complete the form below to claim it.`,
  claimGone: 'This claim link has expired or has already been used.',
  /** Under the enrolment form's workshop list when one of its workshops is fully booked. */
  formFull: 'A fully booked workshop has a waiting list:',
  formFullLink: 'join it from the event calendar',
  /** The claimed event in the enrolment form's workshop list. */
  heldForYou: 'held for you',
} as const;

/** Where a claim link opens: the page whose form books the kind's seat (the token follows in the fragment). */
export const WAITING_LIST_CLAIM_PATHS = {
  event: '/practitioner',
  'family-session': '/family-constellation',
} as const satisfies Record<WaitingListSubject, string>;
