import { LOST_LINK, PROGRAMMES, type Translated, adminRegistrationPath } from '@academy/content';
import { MailConfig } from '../../config';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { OutgoingMail } from '../mail/mail-outbox';
import { languageName, type Locale, sitePath } from '../mail/mail-locale';
import { mailLanguage } from '../mail/mail-language';
import { MailDetail, adminAction, renderMail } from '../mail/mail-template';
import { visitorLevel } from '../mail/visitor-text';
import { feeOwed } from './registration-fee';
import { PaymentStatus } from './payment-status.enum';
import { RegistrationStatus } from './registration-status.enum';
import { Registration } from './registration.entity';

export interface StatusMailContext {
  /** The registration as it was before the change. */
  registration: Registration;
  event: CalendarEvent | null;
  status: RegistrationStatus;
  /** The registrant cancelled through their private link; otherwise staff changed the status. */
  byRegistrant: boolean;
  mail: Pick<MailConfig, 'notifyAddress' | 'siteUrl'>;
  /** Online payment is on (STRIPE_*): the registrant pays from their private page. */
  onlinePayment?: boolean;
}

/**
 * What the registration is for, with the reference code the registrant quotes. Level and workshop are
 * text a client may have typed: staff see them as sent, the registrant's address only the programme's
 * own level and the next intake's name (visitor-text.ts).
 */
export function courseDetails(
  r: Registration,
  event: CalendarEvent | null,
  audience: 'registrant' | 'staff' = 'registrant',
): MailDetail[] {
  // Staff read English whatever the registration's language (issue 30); the registrant reads theirs.
  const w = mailLanguage(audience === 'staff' ? 'en' : r.locale);
  const shown = audience === 'staff' ? r.levelName : visitorLevel(r.programme, r.levelName);
  const level = shown && audience === 'registrant' ? w.level(r.programme, shown) : shown;
  return [
    [w.labels.reference, r.referenceCode],
    [w.labels.programme, w.programme(r.programme)],
    ...(level ? ([[w.labels.level, level]] as MailDetail[]) : []),
    ...(event
      ? ([
          [w.labels.event, event.name],
          [w.labels.date, w.eventDays(event)],
          [w.labels.time, event.time],
          [w.labels.venue, event.location],
        ] as MailDetail[])
      : ([[w.labels.workshop, audience === 'staff' ? r.city : w.nextIntake]] as MailDetail[])),
    // Staff see which language the registrant reads their mails in.
    ...(audience === 'staff' ? ([['Language', languageName(r.locale)]] as MailDetail[]) : []),
  ];
}

/** The status mails' own sentences, in English and in its Arabic twin (a missing text fails the type check). */
const STATUS_EN = {
  due: (fee: string) => `Payment of ${fee} is still due.`,
  payOnline: (lostLink: string) =>
    `Please pay online from your registration page: open it with the link in the mail we sent when you registered. Lost it? Ask for it again at ${lostLink}.`,
  payWithLink: 'Please pay with the link below.',
  payByReply: 'Please reply to this mail and we will send you the payment details.',
  payButton: 'Pay for your seat',
  subject: (subject: string, reference: string, provider: string) =>
    `${subject} (${reference}) – ${provider}`,
  cancelled: 'Your registration is cancelled',
  cancelledByYou: (programme: string, inEvent: boolean) =>
    `As you asked, we have cancelled your registration for ${programme}${inEvent ? ' and given your seat to someone else' : ''}.`,
  enrolAgain: 'To come to a later date, you are welcome to enrol again on our website.',
  cancelledByUs: (programme: string, inEvent: boolean) =>
    `We have cancelled your registration for ${programme}${inEvent ? ', and your seat is no longer held' : ''}.`,
  mistake: 'If you think this is a mistake, or would like to come to another date, please write to us.',
  confirmed: 'Your place is confirmed',
  confirmedThanks: (programme: string) => `Thank you: we have confirmed your place in ${programme}.`,
  seeYou: 'We look forward to seeing you. The details are below.',
  willWrite: 'We will write to you with the dates and the venue as soon as the next intake is scheduled.',
  reinstated: 'Your registration is active again',
  reinstatedText: (programme: string, inEvent: boolean) =>
    `We have reinstated your registration for ${programme}${inEvent ? ', and a seat is held for you again' : ''}.`,
  confirmedOncePaid: 'Your place is confirmed once we have received your payment.',
};

const STATUS_AR: Translated<typeof STATUS_EN> = {
  due: (fee: string) => `لا يزال مبلغ ${fee} مستحق الدفع.`,
  payOnline: (lostLink: string) =>
    `يُرجى الدفع إلكترونياً من صفحة تسجيلك، وتفتحها بالرابط الوارد في الرسالة التي أرسلناها إليك عند التسجيل. فقدت الرابط؟ اطلبه مجدداً من ${lostLink}.`,
  payWithLink: 'يُرجى الدفع عبر الرابط أدناه.',
  payByReply: 'يُرجى الرد على هذه الرسالة، وسنرسل إليك تفاصيل الدفع.',
  payButton: 'ادفع رسوم مقعدك',
  subject: (subject: string, reference: string, provider: string) =>
    `${subject} (${reference}) – ${provider}`,
  cancelled: 'أُلغي تسجيلك',
  cancelledByYou: (programme: string, inEvent: boolean) =>
    `بناءً على طلبك، ألغينا تسجيلك في ${programme}${inEvent ? ' وأتحنا مقعدك لشخص آخر' : ''}.`,
  enrolAgain: 'وإن رغبت في الانضمام في موعد لاحق، يسعدنا أن تسجّل مجدداً عبر موقعنا.',
  cancelledByUs: (programme: string, inEvent: boolean) =>
    `ألغينا تسجيلك في ${programme}${inEvent ? '، ولم يعد مقعدك محجوزاً' : ''}.`,
  mistake: 'إن كنت ترى أن في ذلك خطأً، أو تودّ الحضور في موعد آخر، يُرجى مراسلتنا.',
  confirmed: 'تأكّد مكانك',
  confirmedThanks: (programme: string) => `شكراً لك: أكّدنا مكانك في ${programme}.`,
  seeYou: 'نتطلّع إلى لقائك، وتجد التفاصيل أدناه.',
  willWrite: 'سنكتب إليك بالمواعيد والمكان فور تحديد موعد الدفعة القادمة.',
  reinstated: 'أُعيد تفعيل تسجيلك',
  reinstatedText: (programme: string, inEvent: boolean) =>
    `أعدنا تفعيل تسجيلك في ${programme}${inEvent ? '، وعاد مقعدك محجوزاً لك' : ''}.`,
  confirmedOncePaid: 'يتأكّد مكانك فور استلامنا الدفعة.',
};

const STATUS_TEXTS: Record<Locale, typeof STATUS_EN> = { en: STATUS_EN, ar: STATUS_AR };

/** The status mails' sentences in a registration's language. */
export const statusTexts = (locale: Locale) => STATUS_TEXTS[locale] ?? STATUS_EN;

/**
 * What a confirmed registration still owes and how to pay it, or nothing when it is paid or free.
 * The private link is not mailed again: a new one would replace the registrant's earlier links.
 */
export function paymentDue(
  r: Registration,
  event: CalendarEvent | null,
  onlinePayment: boolean,
  publicUrl: string,
): { paragraphs: string[]; payLink?: string } | null {
  if (r.paymentStatus !== PaymentStatus.UNPAID) return null;
  const fee = feeOwed(r, event);
  if (!fee) return null;
  const t = statusTexts(r.locale);
  const due = t.due(mailLanguage(r.locale).owedFee(fee.amount, fee.currency, r.feeOffer));
  if (onlinePayment && event) {
    return { paragraphs: [due, t.payOnline(`${publicUrl}${sitePath(r.locale, LOST_LINK.path)}`)] };
  }
  if (event?.paymentLink) {
    return { paragraphs: [due, t.payWithLink], payLink: event.paymentLink };
  }
  return { paragraphs: [due, t.payByReply] };
}

/**
 * The mails a status change sends. The registrant hears of every change that alters their place:
 * confirmed (their seat is theirs), cancelled (it is gone, whoever cancelled) and reinstated after a
 * cancellation (a seat is held again). Confirmed back to pending is staff correcting their own
 * records and is not mailed. The provider is told when the registrant cancels; staff's own changes
 * are in the audit log.
 */
export function statusMails({
  registration: r,
  event,
  status,
  byRegistrant,
  mail,
  onlinePayment = false,
}: StatusMailContext): OutgoingMail[] {
  const about = { kind: 'registration' as const, id: r.id };
  const programme = PROGRAMMES[r.programme].name;
  const details = courseDetails(r, event);
  // The registrant's mails in their registration's language (issue 30); staff's notice in English.
  const w = mailLanguage(r.locale);
  const t = statusTexts(r.locale);
  const theirs = w.programme(r.programme);
  const toRegistrant = (
    subject: string,
    heading: string,
    paragraphs: string[],
    payLink?: string,
  ): OutgoingMail => ({
    to: r.email,
    subject: t.subject(subject, r.referenceCode, w.provider),
    about,
    ...renderMail(
      {
        greet: r.firstName,
        heading,
        paragraphs: [...paragraphs, w.contact],
        details,
        // A seat is held only in an event, so a hold's deadline comes with the event's time.
        uaeTime: event !== null,
        actions: payLink ? [{ label: t.payButton, url: payLink }] : undefined,
      },
      r.locale,
    ),
  });

  if (status === RegistrationStatus.CANCELLED) {
    const cancelled = toRegistrant(
      t.cancelled,
      t.cancelled,
      byRegistrant
        ? [t.cancelledByYou(theirs, event !== null), t.enrolAgain]
        : [t.cancelledByUs(theirs, event !== null), t.mistake],
    );
    if (!byRegistrant) return [cancelled];
    const notice: OutgoingMail = {
      to: mail.notifyAddress,
      replyTo: r.email,
      subject: `Registration cancelled by the registrant: ${r.nameAsCertificate} (${r.referenceCode})`,
      about,
      ...renderMail({
        heading: `${r.nameAsCertificate} cancelled their registration for ${programme}`,
        paragraphs: [
          event
            ? 'They cancelled through their private link; their seat is free again.'
            : 'They cancelled through their private link.',
        ],
        details: [...courseDetails(r, event, 'staff'), ['Email', r.email], ['Mobile', r.mobileNo]],
        uaeTime: event !== null,
        actions: [adminAction(mail.siteUrl, adminRegistrationPath(r.referenceCode))],
        footnote: `Registration ${r.id}.`,
      }),
    };
    return [cancelled, notice];
  }
  if (status === RegistrationStatus.CONFIRMED) {
    const due = paymentDue(r, event, onlinePayment, mail.siteUrl);
    return [
      toRegistrant(
        t.confirmed,
        t.confirmed,
        [t.confirmedThanks(theirs), ...(due?.paragraphs ?? []), event ? t.seeYou : t.willWrite],
        due?.payLink,
      ),
    ];
  }
  if (r.status === RegistrationStatus.CANCELLED || r.status === RegistrationStatus.EXPIRED) {
    return [
      toRegistrant(t.reinstated, t.reinstated, [
        t.reinstatedText(theirs, event !== null),
        t.confirmedOncePaid,
        ...(r.holdUntil ? [w.seatHeld(r.holdUntil)] : []),
      ]),
    ];
  }
  return [];
}
