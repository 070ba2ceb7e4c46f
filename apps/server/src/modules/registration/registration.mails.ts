import { type Fee, PROGRAMMES, PROVIDER, type Translated, adminRegistrationPath } from '@academy/content';
import { MailConfig } from '../../config';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { calendarInvite } from '../mail/calendar-invite';
import { CheckInPass, checkInFigure, checkInLine } from '../mail/check-in-pass';
import { OutgoingMail } from '../mail/mail-outbox';
import { languageName, type Locale } from '../mail/mail-locale';
import { mailLanguage } from '../mail/mail-language';
import { MailDetail, adminAction, renderMail } from '../mail/mail-template';
import { visitorLevel } from '../mail/visitor-text';
import { owedFee } from './registration-fee';
import { Registration } from './registration.entity';

/**
 * The registrant's mails of this file in English and in the Arabic twin (issue 30): a text missing in
 * the Arabic fails the type check. Staff's notice stays English.
 */
const EN = {
  confirmationSubject: (programme: string, reference: string) =>
    `Your registration for ${programme} (${reference}) – ${PROVIDER.name}`,
  thanks: 'Thank you for registering',
  received: (programme: string) => `We have received your registration for ${programme}.`,
  payOnline: 'Please pay online from your registration page (the button below) to confirm your seat.',
  payWithLink: 'Please complete your payment with the link below to confirm your seat.',
  seatHeld: 'Your seat is held. We will send you the payment details within one working day.',
  nextIntake:
    'We will write to you as soon as the next intake is scheduled, with its dates and the payment link.',
  payButton: 'Pay for your seat',
  manage: 'View or manage your registration',
  keepThisMail:
    'Keep this mail: the link above is your private access to your registration, where you can upload your ID photos or cancel. Do not share it.',
  invitation: (course: string, link: string) => `${course}. Your registration: ${link}`,
  alreadySubject: (event: string) => `You are already registered for ${event} – ${PROVIDER.name}`,
  alreadyHeading: 'You are already registered for this event',
  alreadyText: [
    'We received another enrolment with this e-mail address for the event below. Your seat is already held, so we did not take a second one.',
    'Your registration is at the link below; the link in our earlier mails keeps working too.',
  ],
  alreadyFootnote:
    'If you did not enrol again, you can ignore this mail: nothing else changed. Do not share the link.',
  confirmEmailSubject: `Confirm your e-mail address – ${PROVIDER.name}`,
  confirmEmailHeading: 'Please confirm your new e-mail address',
  confirmEmailText: (programme: string, hours: number) => [
    `You asked us to write to this address about your registration for ${programme}.`,
    `Open the link below within ${hours} hours to confirm it. Until then we keep writing to your previous address.`,
  ],
  confirmEmailButton: 'Confirm this address',
  confirmEmailFootnote: 'If you did not ask for this, ignore this mail: nothing changes.',
  emailChangeSubject: `Your e-mail address is about to change – ${PROVIDER.name}`,
  emailChangeHeading: 'Someone asked to change your e-mail address',
  emailChangeText: (programme: string, newEmail: string) => [
    `Through your private link, we were asked to write about your registration for ${programme} to ${newEmail} from now on.`,
    'The change happens only once the link we sent to that address is opened.',
    `If this was not you, please write to us at ${PROVIDER.email}: someone may have your private link.`,
  ],
};

const AR: Translated<typeof EN> = {
  confirmationSubject: (programme: string, reference: string) =>
    `تسجيلك في ${programme} (${reference}) – أكاديمية الحياة الواعية`,
  thanks: 'شكراً لتسجيلك',
  received: (programme: string) => `تسلّمنا طلب تسجيلك في ${programme}.`,
  payOnline: 'لتثبيت مقعدك، يُرجى الدفع إلكترونياً من صفحة تسجيلك (الزر أدناه).',
  payWithLink: 'لتثبيت مقعدك، يُرجى إتمام الدفع عبر الرابط أدناه.',
  seatHeld: 'مقعدك محجوز، وسنرسل إليك تفاصيل الدفع خلال يوم عمل واحد.',
  nextIntake: 'سنكتب إليك فور تحديد موعد الدفعة القادمة، ومعها مواعيدها ورابط الدفع.',
  payButton: 'ادفع رسوم مقعدك',
  manage: 'اطّلع على تسجيلك أو عدّله',
  keepThisMail:
    'احتفظ بهذه الرسالة: الرابط أعلاه هو مدخلك الخاص إلى تسجيلك، ومنه تستطيع رفع صور هويتك أو إلغاء التسجيل. لا تشاركه مع أحد.',
  invitation: (course: string, link: string) => `${course}. تسجيلك: ${link}`,
  alreadySubject: (event: string) => `أنت مسجّل بالفعل في ${event} – أكاديمية الحياة الواعية`,
  alreadyHeading: 'أنت مسجّل بالفعل في هذه الفعالية',
  alreadyText: [
    'وصلنا طلب تسجيل آخر بهذا البريد الإلكتروني في الفعالية أدناه. مقعدك محجوز بالفعل، لذا لم نحجز مقعداً ثانياً.',
    'تجد تسجيلك عبر الرابط أدناه، ويظل الرابط الوارد في رسائلنا السابقة صالحاً أيضاً.',
  ],
  alreadyFootnote:
    'إن لم تكن أنت من سجّل مجدداً، فتجاهل هذه الرسالة، إذ لم يتغيّر شيء آخر. لا تشارك الرابط مع أحد.',
  confirmEmailSubject: 'أكّد عنوان بريدك الإلكتروني – أكاديمية الحياة الواعية',
  confirmEmailHeading: 'يُرجى تأكيد عنوان بريدك الإلكتروني الجديد',
  confirmEmailText: (programme: string, hours: number) => [
    `طلبت منا أن نراسلك على هذا العنوان بشأن تسجيلك في ${programme}.`,
    `افتح الرابط أدناه خلال ${hours} ساعة لتأكيده، وإلى أن تفعل سنواصل مراسلتك على عنوانك السابق.`,
  ],
  confirmEmailButton: 'أكّد هذا العنوان',
  confirmEmailFootnote: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة ولن يتغيّر شيء.',
  emailChangeSubject: 'عنوان بريدك الإلكتروني على وشك أن يتغيّر – أكاديمية الحياة الواعية',
  emailChangeHeading: 'طلب أحدهم تغيير عنوان بريدك الإلكتروني',
  emailChangeText: (programme: string, newEmail: string) => [
    `وصلنا عبر رابطك الخاص طلبٌ بأن نراسل ${newEmail} من الآن فصاعداً بشأن تسجيلك في ${programme}.`,
    'لن يسري التغيير إلا بعد فتح الرابط الذي أرسلناه إلى ذلك العنوان.',
    `إن لم تكن أنت صاحب الطلب، يُرجى مراسلتنا على ${PROVIDER.email}، فقد يكون رابطك الخاص لدى شخص آخر.`,
  ],
};

const TEXTS: Record<Locale, Translated<typeof EN>> = { en: EN, ar: AR };
const textsOf = (locale: Locale) => TEXTS[locale] ?? EN;

export interface RegistrationMailContext {
  registration: Registration;
  event: CalendarEvent | null;
  /** The registrant's private page, with MAIL_SECRET where its token goes. */
  privateLink: string;
  /** The private link's token: the outbox keeps it sealed until the mail is sent. */
  token: string;
  mail: Pick<MailConfig, 'notifyAddress' | 'siteUrl'>;
  /** The host name the invitation's UID is made unique with. */
  domain: string;
  /** Online payment is on (STRIPE_*): the registrant pays from their private page. */
  onlinePayment?: boolean;
  /** Without an event: the level's fee in the catalogue, which the next intake costs. */
  intakeFee?: Fee | null;
  /** With an event: the code and QR code staff scan at the door. */
  checkIn?: CheckInPass | null;
}

/**
 * The provider's notice (reply goes to the registrant) and the registrant's confirmation: the private
 * link, the payment link when the event has one, and an .ics invitation for a dated event.
 */
export function registrationMails({
  registration: r,
  event,
  privateLink,
  token,
  mail,
  domain,
  onlinePayment = false,
  intakeFee = null,
  checkIn = null,
}: RegistrationMailContext): OutgoingMail[] {
  const about = { kind: 'registration' as const, id: r.id };
  const programme = PROGRAMMES[r.programme].name;
  // What the registration recorded it owes (an offer named), the same figure its page and Checkout show.
  const owed = owedFee(r);
  // Level and workshop are text a client may have typed: the registrant's address gets only the
  // programme's own level and the next intake's name, staff what was sent (visitor-text.ts).
  const level = visitorLevel(r.programme, r.levelName);
  // The registrant reads the registration's language (issue 30), staff English.
  const t = textsOf(r.locale);
  const details = (audience: 'registrant' | 'staff'): MailDetail[] => {
    const w = mailLanguage(audience === 'staff' ? 'en' : r.locale);
    return [
      [w.labels.reference, r.referenceCode],
      [w.labels.programme, w.programme(r.programme)],
      ...(audience === 'staff'
        ? [[w.labels.level, r.levelName] as MailDetail]
        : level
          ? [[w.labels.level, w.level(r.programme, level)] as MailDetail]
          : []),
      ...(event
        ? ([
            [w.labels.event, event.name],
            [w.labels.date, w.eventDays(event)],
            [w.labels.time, event.time],
            [w.labels.venue, event.location],
            [w.labels.fee, owed ? w.owedFee(owed.amount, owed.currency, owed.offer) : w.free],
          ] as MailDetail[])
        : [
            [w.labels.workshop, audience === 'staff' ? r.city : w.nextIntake] as MailDetail,
            ...(intakeFee ? [[w.labels.fee, w.fee(intakeFee)] as MailDetail] : []),
          ]),
    ];
  };
  const w = mailLanguage(r.locale);

  const notice: OutgoingMail = {
    to: mail.notifyAddress,
    replyTo: r.email,
    subject: `New registration: ${r.nameAsCertificate}, ${programme} (${r.referenceCode})`,
    about,
    ...renderMail({
      heading: `${r.nameAsCertificate} registered for ${programme}`,
      paragraphs: [
        event
          ? 'A seat in the event below is held for this registration.'
          : 'No dated event was chosen: the registrant wants the next available intake.',
      ],
      details: [
        ...details('staff'),
        ['Email', r.email],
        ['Mobile', r.mobileNo],
        ['Telephone', r.TelNo],
        ['Date of birth', r.dob],
        ['Occupation', r.occupation],
        ['Current address', r.currentAddress],
        ['Permanent address', r.permanenetAddress],
        ['Heard about us', r.hearAbout],
        ['News by e-mail', r.communicationPreferences ? 'Yes' : 'No'],
        ['Language', languageName(r.locale)],
      ],
      uaeTime: event !== null,
      actions: [adminAction(mail.siteUrl, adminRegistrationPath(r.referenceCode))],
      footnote: `Registration ${r.id}, received ${r.createdAt.toISOString()}.`,
    }),
  };

  // Online, the private page opens the payment page when asked (an abandoned link costs nothing).
  const payOnline = onlinePayment && event !== null && owed !== null;
  const payLink = payOnline ? privateLink : event?.paymentLink;
  const payment = payOnline
    ? t.payOnline
    : event?.paymentLink
      ? t.payWithLink
      : event
        ? t.seatHeld
        : t.nextIntake;
  const theirs = w.programme(r.programme);
  const course = [theirs, level && w.level(r.programme, level)]
    .filter(Boolean)
    .join(r.locale === 'ar' ? '، ' : ', ');
  const confirmation: OutgoingMail = {
    to: r.email,
    subject: t.confirmationSubject(theirs, r.referenceCode),
    about,
    secret: token,
    attachments: event
      ? [
          calendarInvite({
            uid: `${r.id}@${domain}`,
            summary: event.name,
            description: [
              t.invitation(course, privateLink),
              ...(checkIn ? [checkInLine(checkIn.code, r.locale)] : []),
            ].join('\n'),
            location: event.location,
            date: event.date,
            endDate: event.endDate,
            time: event.time,
            timeZone: PROVIDER.timeZone,
            locale: r.locale,
          }),
          ...(checkIn ? [checkIn.image] : []),
        ]
      : undefined,
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.thanks,
        paragraphs: [t.received(theirs), payment, ...(r.holdUntil ? [w.seatHeld(r.holdUntil)] : [])],
        details: details('registrant'),
        uaeTime: event !== null || r.holdUntil !== null,
        figure: checkIn ? checkInFigure(checkIn, r.locale) : undefined,
        actions: [
          ...(payLink ? [{ label: t.payButton, url: payLink }] : []),
          { label: t.manage, url: privateLink },
        ],
        footnote: t.keepThisMail,
      },
      r.locale,
    ),
  };
  return [notice, confirmation];
}

export interface AlreadyRegisteredMailContext {
  /** The registration the address already holds in the event. */
  registration: Registration;
  event: CalendarEvent;
  /** Its private page, with MAIL_SECRET where its new token goes. */
  privateLink: string;
  /** The private link's new token: the outbox keeps it sealed until the mail is sent. */
  token: string;
}

/**
 * Someone enrolled an address again in an event it already holds a seat in: the address, not the
 * page, is told, with the private link of the registration it has.
 */
export function alreadyRegisteredMail({
  registration: r,
  event,
  privateLink,
  token,
}: AlreadyRegisteredMailContext): OutgoingMail {
  const t = textsOf(r.locale);
  const w = mailLanguage(r.locale);
  return {
    to: r.email,
    subject: t.alreadySubject(event.name),
    about: { kind: 'registration', id: r.id },
    secret: token,
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.alreadyHeading,
        paragraphs: t.alreadyText,
        details: [
          [w.labels.reference, r.referenceCode],
          [w.labels.event, event.name],
          [w.labels.date, w.eventDays(event)],
          [w.labels.venue, event.location],
        ],
        actions: [{ label: t.manage, url: privateLink }],
        footnote: t.alreadyFootnote,
      },
      r.locale,
    ),
  };
}

export interface EmailChangeMailContext {
  registration: Registration;
  newEmail: string;
  /** The page that confirms the new address, with MAIL_SECRET where its token goes. */
  confirmLink: string;
  /** The confirmation link's token: the outbox keeps it sealed until the mail is sent. */
  token: string;
  /** How long the link works. */
  hours: number;
}

/**
 * A registrant asked to use another address: the link that confirms it goes to the new address, and
 * the old one is told, so a stolen private link cannot quietly take a registration to another mailbox.
 */
export function emailChangeMails({
  registration: r,
  newEmail,
  confirmLink,
  token,
  hours,
}: EmailChangeMailContext): OutgoingMail[] {
  const about = { kind: 'registration' as const, id: r.id };
  const t = textsOf(r.locale);
  const w = mailLanguage(r.locale);
  const programme = w.programme(r.programme);
  const confirmation: OutgoingMail = {
    to: newEmail,
    subject: t.confirmEmailSubject,
    about,
    secret: token,
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.confirmEmailHeading,
        paragraphs: t.confirmEmailText(programme, hours),
        details: [[w.labels.reference, r.referenceCode]],
        actions: [{ label: t.confirmEmailButton, url: confirmLink }],
        footnote: t.confirmEmailFootnote,
      },
      r.locale,
    ),
  };
  const notice: OutgoingMail = {
    to: r.email,
    subject: t.emailChangeSubject,
    about,
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.emailChangeHeading,
        paragraphs: t.emailChangeText(programme, newEmail),
        details: [[w.labels.reference, r.referenceCode]],
      },
      r.locale,
    ),
  };
  return [confirmation, notice];
}
