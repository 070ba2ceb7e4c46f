import { PROVIDER, type Translated } from '@academy/content';
import type { SeatedKind } from '../calendar-event/seat.service';
import type { Locale } from '../mail/mail-locale';
import { mailLanguage } from '../mail/mail-language';
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

/** The waiting list's mails in English and in the Arabic twin (issue 30), in the entry's language. */
const EN = {
  event: 'Event',
  familySession: 'Family session',
  heldUntil: 'Held until',
  offerSubject: (name: string) => `A seat is free for you: ${name} – ${PROVIDER.name}`,
  offerHeading: 'A seat is free for you',
  offerText: (held: string) => [
    `You were first on the waiting list, and a seat has freed. We hold it for you until ${held}.`,
    'Claim it with the link below; after that time it passes to the next person waiting.',
  ],
  claim: 'Claim your seat',
  offerFootnote:
    'The link is yours alone: do not share it. If you no longer want the seat, ignore this mail.',
  confirmSubject: (name: string) => `Confirm your place on the waiting list: ${name} – ${PROVIDER.name}`,
  confirmHeading: 'Please confirm your place on the waiting list',
  confirmText: (kind: SeatedKind, by: string) => [
    `We were asked to put this address on the waiting list of the ${kind === 'event' ? 'event' : 'family session'} below. Open the link below by ${by} to confirm it: you join the line when you confirm, not before.`,
    'If you did not ask for this, ignore this mail: the request is then deleted and we will not write to you about it again.',
  ],
  confirm: 'Confirm my place',
  confirmFootnote: 'The link is yours alone: do not share it.',
};

const AR: Translated<typeof EN> = {
  event: 'الفعالية',
  familySession: 'الجلسة العائلية',
  heldUntil: 'محجوز حتى',
  offerSubject: (name: string) => `هناك مقعد متاح لك: ${name} – أكاديمية الحياة الواعية`,
  offerHeading: 'هناك مقعد متاح لك',
  offerText: (held: string) => [
    `كنت الأول في قائمة الانتظار، وقد توفّر مقعد. نحجزه لك حتى ${held}.`,
    'احجزه عبر الرابط أدناه، وبعد هذا الموعد ينتقل إلى التالي في قائمة الانتظار.',
  ],
  claim: 'احجز مقعدك',
  offerFootnote: 'هذا الرابط لك وحدك، فلا تشاركه مع أحد. وإن لم تعد ترغب في المقعد، فتجاهل هذه الرسالة.',
  confirmSubject: (name: string) => `أكّد مكانك في قائمة الانتظار: ${name} – أكاديمية الحياة الواعية`,
  confirmHeading: 'يُرجى تأكيد مكانك في قائمة الانتظار',
  confirmText: (kind: SeatedKind, by: string) => [
    `طُلب منا إدراج هذا العنوان في قائمة انتظار ${kind === 'event' ? 'الفعالية' : 'الجلسة العائلية'} أدناه. افتح الرابط أدناه قبل ${by} لتأكيد الطلب، فلا يُحتسب دورك إلا بعد التأكيد.`,
    'إن لم تطلب ذلك، فتجاهل هذه الرسالة، وسيُحذف الطلب ولن نراسلك بشأنه مجدداً.',
  ],
  confirm: 'أكّد مكاني',
  confirmFootnote: 'هذا الرابط لك وحدك، فلا تشاركه مع أحد.',
};

const TEXTS: Record<Locale, Translated<typeof EN>> = { en: EN, ar: AR };
const textsOf = (locale: Locale) => TEXTS[locale] ?? EN;

/** The event or session a waiting list is for, as its mails show it. */
function seatDetails(kind: SeatedKind, subject: SeatSubject, locale: Locale): MailDetail[] {
  const t = textsOf(locale);
  const w = mailLanguage(locale);
  return [
    [kind === 'event' ? t.event : t.familySession, subject.name],
    [w.labels.date, w.eventDays(subject)],
    ...(subject.time ? ([[w.labels.time, subject.time]] as MailDetail[]) : []),
    [w.labels.venue, subject.venue],
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
  const t = textsOf(entry.locale);
  const held = mailLanguage(entry.locale).moment(offerExpiresAt);
  return {
    to: entry.email,
    subject: t.offerSubject(subject.name),
    about: { kind: 'waiting-list-entry', id: entry.id },
    secret: token,
    ...renderMail(
      {
        greet: entry.firstName,
        heading: t.offerHeading,
        paragraphs: t.offerText(held),
        details: [...seatDetails(entry.kind, subject, entry.locale), [t.heldUntil, held]],
        uaeTime: true,
        actions: [{ label: t.claim, url: claimLink }],
        footnote: t.offerFootnote,
      },
      entry.locale,
    ),
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
  const t = textsOf(entry.locale);
  return {
    to: entry.email,
    subject: t.confirmSubject(subject.name),
    about: { kind: 'waiting-list-entry', id: entry.id },
    secret: token,
    ...renderMail(
      {
        greet: entry.firstName,
        heading: t.confirmHeading,
        paragraphs: t.confirmText(entry.kind, mailLanguage(entry.locale).moment(confirmBy)),
        details: seatDetails(entry.kind, subject, entry.locale),
        uaeTime: true,
        actions: [{ label: t.confirm, url: confirmLink }],
        footnote: t.confirmFootnote,
      },
      entry.locale,
    ),
  };
}
