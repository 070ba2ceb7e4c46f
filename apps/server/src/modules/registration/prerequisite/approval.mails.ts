import { PROGRAMMES, PROVIDER, type Translated, adminRegistrationPath } from '@academy/content';
import { MailConfig } from '../../../config';
import { CalendarEvent } from '../../calendar-event/calendar-event.entity';
import type { Locale } from '../../mail/mail-locale';
import { mailLanguage } from '../../mail/mail-language';
import { OutgoingMail } from '../../mail/mail-outbox';
import { MailDetail, adminAction, renderMail } from '../../mail/mail-template';
import { owedFee } from '../registration-fee';
import { courseDetails, paymentDue } from '../registration-status.mails';
import { Registration } from '../registration.entity';
import { PendingPrerequisite } from './prerequisite-check';

/** The registrant's approval mails in English and in the Arabic twin (issue 30); staff's notice stays English. */
const EN = {
  receivedSubject: (programme: string, reference: string) =>
    `Your registration for ${programme} (${reference}) – ${PROVIDER.name}`,
  thanks: 'Thank you for registering',
  needsFirst: (level: string) =>
    `This level needs ${level} first, which you told us you completed elsewhere. We will check it and write to you within two working days.`,
  seatKept:
    'Your seat is kept for you meanwhile. No payment is due until we have approved your registration.',
  noPayment: 'No payment is due until we have approved your registration.',
  private: 'Your registration page is private to you: please do not share its link.',
  yourRegistration: 'Your registration',
  approvedSubject: (reference: string) => `Your registration is approved (${reference}) – ${PROVIDER.name}`,
  approvedHeading: 'Your registration is approved',
  approvedText: (programme: string) =>
    `Thank you: we have checked the level you completed elsewhere and approved your registration for ${programme}.`,
  payButton: 'Pay for your seat',
  declinedSubject: (reference: string) =>
    `Your registration could not be approved (${reference}) – ${PROVIDER.name}`,
  declinedHeading: 'Your registration could not be approved',
  declinedText: (programme: string, inEvent: boolean) =>
    `We could not approve your registration for ${programme}: this level needs the one before it first${inEvent ? ', so your seat is no longer held' : ''}.`,
  ourNote: (reason: string) => `Our note: ${reason}`,
  levelBefore: 'You are welcome to enrol in the level before it, or to write to us with a certificate of it.',
};

const AR: Translated<typeof EN> = {
  receivedSubject: (programme: string, reference: string) =>
    `تسجيلك في ${programme} (${reference}) – أكاديمية الحياة الواعية`,
  thanks: 'شكراً لتسجيلك',
  needsFirst: (level: string) =>
    `يتطلّب هذا المستوى إتمام ${level} أولاً، وقد أخبرتنا أنك أتممته لدى جهة أخرى. سنتحقق من ذلك ونكتب إليك خلال يومَي عمل.`,
  seatKept: 'مقعدك محجوز لك في هذه الأثناء، ولا يُطلب منك أي دفع قبل أن نوافق على تسجيلك.',
  noPayment: 'لا يُطلب منك أي دفع قبل أن نوافق على تسجيلك.',
  private: 'صفحة تسجيلك خاصة بك وحدك، فيُرجى عدم مشاركة رابطها مع أحد.',
  yourRegistration: 'صفحة تسجيلك',
  approvedSubject: (reference: string) => `تمّت الموافقة على تسجيلك (${reference}) – أكاديمية الحياة الواعية`,
  approvedHeading: 'تمّت الموافقة على تسجيلك',
  approvedText: (programme: string) =>
    `شكراً لك: راجعنا المستوى الذي أتممته لدى جهة أخرى، ووافقنا على تسجيلك في ${programme}.`,
  payButton: 'ادفع رسوم مقعدك',
  declinedSubject: (reference: string) =>
    `تعذّرت الموافقة على تسجيلك (${reference}) – أكاديمية الحياة الواعية`,
  declinedHeading: 'تعذّرت الموافقة على تسجيلك',
  declinedText: (programme: string, inEvent: boolean) =>
    `تعذّرت علينا الموافقة على تسجيلك في ${programme}، إذ يتطلّب هذا المستوى إتمام المستوى الذي يسبقه أولاً${inEvent ? '، ولذلك لم يعد مقعدك محجوزاً' : ''}.`,
  ourNote: (reason: string) => `ملاحظتنا: ${reason}`,
  levelBefore: 'يسعدنا أن تسجّل في المستوى السابق، أو أن تراسلنا مرفقاً شهادة إتمامه.',
};

const TEXTS: Record<Locale, Translated<typeof EN>> = { en: EN, ar: AR };
const textsOf = (locale: Locale) => TEXTS[locale] ?? EN;

const about = (r: Registration) => ({ kind: 'registration' as const, id: r.id });

/**
 * An enrolment taken pending approval: the registrant's receipt (their private link; no payment asked)
 * and staff's notice with the note to check.
 */
export function approvalRequestMails({
  registration: r,
  event,
  pending,
  privateLink,
  token,
  mail,
}: {
  registration: Registration;
  event: CalendarEvent | null;
  pending: PendingPrerequisite;
  /** The private page, with MAIL_SECRET where its token goes. */
  privateLink: string;
  token: string;
  mail: Pick<MailConfig, 'notifyAddress' | 'siteUrl'>;
}): OutgoingMail[] {
  const programme = PROGRAMMES[r.programme].name;
  const t = textsOf(r.locale);
  const w = mailLanguage(r.locale);
  const owed = owedFee(r);
  return [
    {
      to: mail.notifyAddress,
      replyTo: r.email,
      subject: `Prerequisite to approve: ${r.nameAsCertificate}, ${programme} (${r.referenceCode})`,
      about: about(r),
      ...renderMail({
        heading: `${r.nameAsCertificate} enrolled without ${pending.neededLevel} with us`,
        paragraphs: [
          'They say they completed it elsewhere. Approve or decline the registration from the registrations list: no payment is asked until it is approved.',
        ],
        details: [
          ...courseDetails(r, event, 'staff'),
          ['Needed first', pending.neededLevel],
          ['Their note', pending.note],
          ['Email', r.email],
        ],
        uaeTime: event !== null,
        actions: [adminAction(mail.siteUrl, adminRegistrationPath(r.referenceCode))],
        footnote: `Registration ${r.id}.`,
      }),
    },
    {
      to: r.email,
      subject: t.receivedSubject(w.programme(r.programme), r.referenceCode),
      about: about(r),
      secret: token,
      ...renderMail(
        {
          greet: r.firstName,
          heading: t.thanks,
          paragraphs: [
            t.needsFirst(w.level(r.programme, pending.neededLevel)),
            event ? t.seatKept : t.noPayment,
            t.private,
            w.contact,
          ],
          details: [
            ...courseDetails(r, event),
            ...(event
              ? ([
                  [w.labels.fee, owed ? w.owedFee(owed.amount, owed.currency, owed.offer) : w.free],
                ] as MailDetail[])
              : []),
          ],
          uaeTime: event !== null,
          actions: [{ label: t.yourRegistration, url: privateLink }],
        },
        r.locale,
      ),
    },
  ];
}

/** Staff approved: the registration is pending as any other, with its payment and seat hold. */
export function approvedMail({
  registration: r,
  event,
  onlinePayment,
  siteUrl,
}: {
  /** As approved: pending, with its new hold deadline. */
  registration: Registration;
  event: CalendarEvent | null;
  onlinePayment: boolean;
  siteUrl: string;
}): OutgoingMail {
  const due = paymentDue(r, event, onlinePayment, siteUrl);
  const t = textsOf(r.locale);
  const w = mailLanguage(r.locale);
  return {
    to: r.email,
    subject: t.approvedSubject(r.referenceCode),
    about: about(r),
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.approvedHeading,
        paragraphs: [
          t.approvedText(w.programme(r.programme)),
          ...(due?.paragraphs ?? []),
          ...(r.holdUntil ? [w.seatHeld(r.holdUntil)] : []),
          w.contact,
        ],
        details: courseDetails(r, event),
        uaeTime: event !== null,
        actions: due?.payLink ? [{ label: t.payButton, url: due.payLink }] : undefined,
      },
      r.locale,
    ),
  };
}

/** Staff declined: the registration is cancelled and its seat freed. */
export function declinedMail({
  registration: r,
  event,
  reason,
}: {
  registration: Registration;
  event: CalendarEvent | null;
  reason: string;
}): OutgoingMail {
  const t = textsOf(r.locale);
  const w = mailLanguage(r.locale);
  return {
    to: r.email,
    subject: t.declinedSubject(r.referenceCode),
    about: about(r),
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.declinedHeading,
        paragraphs: [
          t.declinedText(w.programme(r.programme), event !== null),
          ...(reason ? [t.ourNote(reason)] : []),
          t.levelBefore,
          w.contact,
        ],
        details: courseDetails(r, event),
        uaeTime: event !== null,
      },
      r.locale,
    ),
  };
}
