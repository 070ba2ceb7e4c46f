import { PROVIDER, formatEventDays, formatUaeMoment } from '@academy/content';
import type { SeatedKind } from '../calendar-event/seat.service';
import { OutgoingMail } from '../mail/mail-outbox';
import { MailDetail, renderMail } from '../mail/mail-template';
import { WaitingListEntry } from './waiting-list-entry.entity';

/** What a seat is in: the event's or the session's name, days and place. */
export interface SeatSubject {
  name: string;
  date: string;
  endDate?: string | null;
  time?: string;
  venue: string;
}

export interface OfferMailContext {
  entry: WaitingListEntry;
  subject: SeatSubject;
  /** The claim link, with MAIL_SECRET where its token goes. */
  claimLink: string;
  /** The claim link's token: the outbox keeps it sealed until the mail is sent. */
  token: string;
  offerExpiresAt: Date;
}

/** The event or session a waiting list is for, as its mails show it. */
function seatDetails(kind: SeatedKind, subject: SeatSubject): MailDetail[] {
  return [
    [kind === 'event' ? 'Event' : 'Family session', subject.name],
    ['Date', formatEventDays(subject)],
    ...(subject.time ? ([['Time', subject.time]] as MailDetail[]) : []),
    ['Venue', subject.venue],
  ];
}

/** A seat freed for the first in line: the link that claims it, and until when it is held. */
export function offerMail({
  entry,
  subject,
  claimLink,
  token,
  offerExpiresAt,
}: OfferMailContext): OutgoingMail {
  const held = formatUaeMoment(offerExpiresAt);
  return {
    to: entry.email,
    subject: `A seat is free for you: ${subject.name} – ${PROVIDER.name}`,
    about: { kind: 'waiting-list-entry', id: entry.id },
    secret: token,
    ...renderMail({
      greet: entry.firstName,
      heading: 'A seat is free for you',
      paragraphs: [
        `You were first on the waiting list, and a seat has freed. We hold it for you until ${held}.`,
        'Claim it with the link below; after that time it passes to the next person waiting.',
      ],
      details: [...seatDetails(entry.kind, subject), ['Held until', held]],
      uaeTime: true,
      actions: [{ label: 'Claim your seat', url: claimLink }],
      footnote: 'The link is yours alone: do not share it. If you no longer want the seat, ignore this mail.',
    }),
  };
}

export interface ConfirmJoinMailContext {
  entry: WaitingListEntry;
  subject: SeatSubject;
  /** The confirmation link, with MAIL_SECRET where its token goes. */
  confirmLink: string;
  /** The confirmation link's token: the outbox keeps it sealed until the mail is sent. */
  token: string;
  /** Unconfirmed by then, the request is deleted. */
  confirmBy: Date;
}

/**
 * The one mail a join sends: anyone can type any address into the form, so the address is put in
 * line only once its owner opens this link. It says nothing the visitor wrote but a name that is one.
 */
export function confirmJoinMail({
  entry,
  subject,
  confirmLink,
  token,
  confirmBy,
}: ConfirmJoinMailContext): OutgoingMail {
  return {
    to: entry.email,
    subject: `Confirm your place on the waiting list: ${subject.name} – ${PROVIDER.name}`,
    about: { kind: 'waiting-list-entry', id: entry.id },
    secret: token,
    ...renderMail({
      greet: entry.firstName,
      heading: 'Please confirm your place on the waiting list',
      paragraphs: [
        `We were asked to put this address on the waiting list of the ${entry.kind === 'event' ? 'event' : 'family session'} below. Open the link below by ${formatUaeMoment(confirmBy)} to confirm it: you join the line when you confirm, not before.`,
        'If you did not ask for this, ignore this mail: the request is then deleted and we will not write to you about it again.',
      ],
      details: seatDetails(entry.kind, subject),
      uaeTime: true,
      actions: [{ label: 'Confirm my place', url: confirmLink }],
      footnote: 'The link is yours alone: do not share it.',
    }),
  };
}
