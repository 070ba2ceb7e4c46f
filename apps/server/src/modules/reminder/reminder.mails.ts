import { FAMILY_SESSION_BRING, PROVIDER, type Translated } from '@academy/content';
import { FAMILY_SESSION_BRING as FAMILY_SESSION_BRING_AR } from '@academy/content/ar';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { FamilyBooking } from '../family-booking/family-booking.entity';
import { familySlotInvite, familyTexts } from '../family-booking/family-booking.mails';
import { familyMembers } from '../family-booking/family-booking.view';
import { calendarInvite } from '../mail/calendar-invite';
import { CheckInPass, checkInFigure, checkInLine } from '../mail/check-in-pass';
import type { Locale } from '../mail/mail-locale';
import { mailLanguage } from '../mail/mail-language';
import { OutgoingMail } from '../mail/mail-outbox';
import { MailDetail, renderMail } from '../mail/mail-template';
import { visitorLevel, visitorNames } from '../mail/visitor-text';
import { PaymentStatus } from '../registration/payment-status.enum';
import { owedFee } from '../registration/registration-fee';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { Registration } from '../registration/registration.entity';

/** A map search for a venue: every phone opens it in its maps app. */
export function mapLink(venue: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue)}`;
}

const CONTACT = `Questions? Reply to this mail or write to us at ${PROVIDER.email}.`;

/** A registrant's reminder in English and in the Arabic twin (issue 30). */
const EN = {
  subject: (event: string, days: string, reference: string) =>
    `Reminder: ${event} on ${days} (${reference}) – ${PROVIDER.name}`,
  heading: (days: string) => `See you on ${days}`,
  reminder: (event: string, course: string) => `This is a reminder of your place in ${event} (${course}).`,
  confirmed: 'Your place is confirmed.',
  held: (due: string | null) =>
    `Your seat is held for you; your place is confirmed once we have received your payment${due ? ` of ${due}` : ''}.`,
  cancel:
    'If you can no longer come, please cancel through your private link below: your seat then goes to the next person waiting for it.',
  contact: CONTACT,
  whatToBring: 'What to bring',
  maps: 'Open the venue in Maps',
  manage: 'View or cancel your registration',
  footnote:
    'This link, like the one in our earlier mails, is your private access to your registration. Do not share it.',
};

const AR: Translated<typeof EN> = {
  subject: (event: string, days: string, reference: string) =>
    `تذكير: ${event}، ${days} (${reference}) – أكاديمية الحياة الواعية`,
  heading: (days: string) => `نراك ${days}`,
  reminder: (event: string, course: string) => `نذكّرك بمكانك في ${event} (${course}).`,
  confirmed: 'مكانك مؤكَّد.',
  held: (due: string | null) =>
    `مقعدك محجوز لك، ويتأكّد مكانك فور استلامنا ${due ? `دفعتك البالغة ${due}` : 'دفعتك'}.`,
  cancel:
    'إن تعذّر عليك الحضور، يُرجى إلغاء تسجيلك عبر رابطك الخاص أدناه، لينتقل مقعدك إلى التالي في قائمة الانتظار.',
  contact: `لديك سؤال؟ يكفي أن تردّ على هذه الرسالة أو تراسلنا على ${PROVIDER.email}.`,
  whatToBring: 'ما تحضره معك',
  maps: 'افتح موقع المكان في الخرائط',
  manage: 'اطّلع على تسجيلك أو ألغِه',
  footnote: 'هذا الرابط، كالرابط الوارد في رسائلنا السابقة، مدخلك الخاص إلى تسجيلك. لا تشاركه مع أحد.',
};

const TEXTS: Record<Locale, Translated<typeof EN>> = { en: EN, ar: AR };

/** A family's reminder in English and in the Arabic twin. */
const FAMILY_EN = {
  subject: (date: string) => `Reminder: your family session on ${date} – ${PROVIDER.name}`,
  text: [
    'This is a reminder of your Family Constellation session.',
    `If your family can no longer come, reply to this mail or write to ${PROVIDER.email}: your seats then go to the next family waiting for them.`,
  ],
  bring: FAMILY_SESSION_BRING as readonly string[],
};

const FAMILY_AR: Translated<typeof FAMILY_EN> = {
  subject: (date: string) => `تذكير: جلستك العائلية يوم ${date} – أكاديمية الحياة الواعية`,
  text: [
    'نذكّرك بموعد جلسة الأبراج العائلية.',
    `إن تعذّر على عائلتك الحضور، يكفي أن تردّ على هذه الرسالة أو تراسلنا على ${PROVIDER.email}، لتنتقل مقاعدكم إلى العائلة التالية في قائمة الانتظار.`,
  ],
  bring: FAMILY_SESSION_BRING_AR,
};

const FAMILY_TEXTS: Record<Locale, Translated<typeof FAMILY_EN>> = { en: FAMILY_EN, ar: FAMILY_AR };

export interface RegistrationReminderContext {
  registration: Registration;
  event: CalendarEvent;
  /** The registrant's private page, with MAIL_SECRET where its new token goes. */
  privateLink: string;
  token: string;
  domain: string;
  /** The code and QR code staff scan at the door. */
  checkIn?: CheckInPass | null;
}

/** A registrant's reminder: when and where, what to bring, the invitation again and the link to cancel. */
export function registrationReminder({
  registration: r,
  event,
  privateLink,
  token,
  domain,
  checkIn = null,
}: RegistrationReminderContext): OutgoingMail {
  // In the registration's language (issue 30).
  const t = TEXTS[r.locale] ?? EN;
  const w = mailLanguage(r.locale);
  const programme = w.programme(r.programme);
  // The level as the programme names it: the field is free text to a client other than the form.
  const level = visitorLevel(r.programme, r.levelName);
  const course = [programme, level && w.level(r.programme, level)]
    .filter(Boolean)
    .join(r.locale === 'ar' ? '، ' : ', ');
  const days = w.eventDays(event);
  // What is still to pay: the fee recorded at enrolment, an offer named, never today's fee.
  const owed = r.paymentStatus === PaymentStatus.UNPAID ? owedFee(r) : null;
  const due = owed && w.owedFee(owed.amount, owed.currency, owed.offer);
  return {
    to: r.email,
    subject: t.subject(event.name, days, r.referenceCode),
    about: { kind: 'registration', id: r.id },
    secret: token,
    // The confirmation's uid: a calendar that has the event updates it instead of adding it again.
    attachments: [
      calendarInvite({
        uid: `${r.id}@${domain}`,
        summary: event.name,
        description: [`${course}.`, ...(checkIn ? [checkInLine(checkIn.code, r.locale)] : [])].join('\n'),
        location: event.location,
        date: event.date,
        endDate: event.endDate,
        time: event.time,
        timeZone: PROVIDER.timeZone,
        locale: r.locale,
      }),
      ...(checkIn ? [checkIn.image] : []),
    ],
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.heading(days),
        paragraphs: [
          t.reminder(event.name, course),
          r.status === RegistrationStatus.CONFIRMED ? t.confirmed : t.held(due),
          t.cancel,
          t.contact,
        ],
        details: [
          [w.labels.reference, r.referenceCode],
          [w.labels.date, days],
          [w.labels.time, event.time],
          [w.labels.venue, event.location],
          ...(due ? [[w.labels.feeDue, due] as MailDetail] : []),
        ],
        uaeTime: true,
        list: { heading: t.whatToBring, items: w.whatToBring(r.programme) },
        figure: checkIn ? checkInFigure(checkIn, r.locale) : undefined,
        actions: [
          { label: t.maps, url: mapLink(event.location) },
          { label: t.manage, url: privateLink },
        ],
        footnote: t.footnote,
      },
      r.locale,
    ),
  };
}

/** A family's reminder of its session (family bookings have no private page: they cancel by reply). */
export function familyBookingReminder(
  booking: FamilyBooking,
  timeZone: string,
  domain: string,
): OutgoingMail {
  const members = familyMembers(booking);
  // In the booking's language (issue 30).
  const t = FAMILY_TEXTS[booking.locale] ?? FAMILY_EN;
  const w = mailLanguage(booking.locale);
  const date = w.eventDate(booking.sessionDate);
  return {
    to: booking.email,
    subject: t.subject(date),
    about: { kind: 'family-booking', id: booking.id },
    attachments: [familySlotInvite(booking, timeZone, domain)],
    ...renderMail(
      {
        greet: members[0],
        heading: TEXTS[booking.locale]?.heading(date) ?? EN.heading(date),
        paragraphs: t.text,
        details: [
          [w.labels.date, date],
          // A session elsewhere names its own zone beside its time.
          [
            w.labels.time,
            timeZone === PROVIDER.timeZone ? booking.sessionSlot : `${booking.sessionSlot} (${timeZone})`,
          ],
          [w.labels.venue, booking.sessionVenue],
          [familyTexts(booking.locale).members, visitorNames(members, booking.locale)],
        ],
        uaeTime: timeZone === PROVIDER.timeZone,
        list: { heading: (TEXTS[booking.locale] ?? EN).whatToBring, items: t.bring },
        actions: [{ label: (TEXTS[booking.locale] ?? EN).maps, url: mapLink(booking.sessionVenue) }],
      },
      booking.locale,
    ),
  };
}
