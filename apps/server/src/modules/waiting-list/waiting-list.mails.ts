import { PROVIDER, formatEventDays, formatHeldUntil } from '@academy/content';
import { OutgoingMail } from '../mail/mail-outbox';
import { MailDetail, renderMail } from '../mail/mail-template';
import { WaitingListEntry } from './waiting-list-entry.entity';

export interface OfferMailContext {
  entry: WaitingListEntry;
  /** What the seat is in: the event's or the session's name, days and place. */
  subject: { name: string; date: string; endDate?: string | null; time?: string; venue: string };
  /** The claim link, with MAIL_SECRET where its token goes. */
  claimLink: string;
  /** The claim link's token: the outbox keeps it sealed until the mail is sent. */
  token: string;
  offerExpiresAt: Date;
}

/** A seat freed for the first in line: the link that claims it, and until when it is held. */
export function offerMail({
  entry,
  subject,
  claimLink,
  token,
  offerExpiresAt,
}: OfferMailContext): OutgoingMail {
  const held = formatHeldUntil(offerExpiresAt);
  const details: MailDetail[] = [
    [entry.kind === 'event' ? 'Event' : 'Family session', subject.name],
    ['Date', formatEventDays(subject)],
    ...(subject.time ? ([['Time', `${subject.time} (UAE time)`]] as MailDetail[]) : []),
    ['Venue', subject.venue],
    ['Held until', held],
  ];
  return {
    to: entry.email,
    subject: `A seat is free for you: ${subject.name} – ${PROVIDER.name}`,
    about: { kind: 'waiting-list-entry', id: entry.id },
    secret: token,
    ...renderMail({
      greeting: `Dear ${entry.firstName},`,
      heading: 'A seat is free for you',
      paragraphs: [
        `You were first on the waiting list, and a seat has freed. We hold it for you until ${held}.`,
        'Claim it with the link below; after that time it passes to the next person waiting.',
      ],
      details,
      actions: [{ label: 'Claim your seat', url: claimLink }],
      footnote: 'The link is yours alone: do not share it. If you no longer want the seat, ignore this mail.',
    }),
  };
}
