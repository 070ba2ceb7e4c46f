import { PROVIDER, type Translated, adminFamilyBookingPath } from '@academy/content';
import { MailConfig } from '../../config';
import { calendarInvite } from '../mail/calendar-invite';
import { type Locale, languageName } from '../mail/mail-locale';
import { mailLanguage } from '../mail/mail-language';
import { OutgoingMail } from '../mail/mail-outbox';
import type { MailAttachment } from '../mail/outbox-mail.entity';
import { adminAction, renderMail } from '../mail/mail-template';
import { visitorNames } from '../mail/visitor-text';
import { FamilyBooking } from './family-booking.entity';
import { familyMembers } from './family-booking.view';

/** The family's mails and invitation in English and in the Arabic twin (issue 30), in the booking's language. */
const EN = {
  inviteSummary: `Family Constellation session – ${PROVIDER.name}`,
  members: 'Family members',
  session: 'Session',
  subject: (date: string) => `Your family session on ${date} – ${PROVIDER.name}`,
  heading: 'Your family session is booked',
  text: [
    'Thank you for booking a Family Constellation session. We look forward to meeting your family.',
    `If you need to change or cancel, reply to this mail or write to ${PROVIDER.email} at least two days before.`,
  ],
};

const AR: Translated<typeof EN> = {
  inviteSummary: 'جلسة الأبراج العائلية – أكاديمية الحياة الواعية',
  members: 'أفراد العائلة',
  session: 'الجلسة',
  subject: (date: string) => `جلستك العائلية يوم ${date} – أكاديمية الحياة الواعية`,
  heading: 'تمّ حجز جلستك العائلية',
  text: [
    'شكراً لحجزك جلسة الأبراج العائلية، ونتطلّع إلى لقاء عائلتك.',
    `إن احتجت إلى تغيير الموعد أو الإلغاء، يكفي أن تردّ على هذه الرسالة أو تراسلنا على ${PROVIDER.email} قبل الموعد بيومين على الأقل.`,
  ],
};

const TEXTS: Record<Locale, Translated<typeof EN>> = { en: EN, ar: AR };

/** The family's words in a booking's language. */
export const familyTexts = (locale: Locale | null | undefined) => TEXTS[locale ?? 'en'] ?? EN;

/**
 * The booked slot as an .ics invitation, under a uid every mail about the booking shares. It goes to
 * the family's address, so it names the members a mail may show (visitor-text.ts).
 */
export function familySlotInvite(booking: FamilyBooking, timeZone: string, domain: string): MailAttachment {
  const t = familyTexts(booking.locale);
  return calendarInvite({
    uid: `${booking.id}@${domain}`,
    summary: t.inviteSummary,
    description: `${t.members}: ${visitorNames(familyMembers(booking), booking.locale)}`,
    location: booking.sessionVenue,
    date: booking.sessionDate,
    endDate: null,
    time: booking.sessionSlot,
    timeZone,
    locale: booking.locale,
  });
}

/**
 * The provider's notice, with every member's name, and the family's confirmation (with an .ics
 * invitation for the slot), with the names a mail to a typed address may show.
 */
export function familyBookingMails(
  booking: FamilyBooking,
  timeZone: string,
  mail: Pick<MailConfig, 'notifyAddress' | 'siteUrl'>,
  domain: string,
): OutgoingMail[] {
  const about = { kind: 'family-booking' as const, id: booking.id };
  const members = familyMembers(booking);
  // A session in the provider's zone says so once, under the details; one elsewhere names its own.
  const uaeTime = timeZone === PROVIDER.timeZone;
  const sessionIn = (locale: Locale) => {
    const w = mailLanguage(locale);
    return [
      [familyTexts(locale).session, booking.sessionVenue],
      [w.labels.date, w.eventDate(booking.sessionDate)],
      [w.labels.time, uaeTime ? booking.sessionSlot : `${booking.sessionSlot} (${timeZone})`],
    ] as const;
  };
  const session = sessionIn('en');
  const t = familyTexts(booking.locale);
  return [
    {
      to: mail.notifyAddress,
      replyTo: booking.email,
      subject: `New family session booking: ${members[0]} (${members.length})`,
      about,
      ...renderMail({
        heading: 'A family booked a Family Constellation session',
        paragraphs: [
          `${members.length} ${members.length === 1 ? 'seat is' : 'seats are'} held for this booking.`,
        ],
        details: [
          ...session,
          ['Family members', members.join(', ')],
          ['Email', booking.email],
          ['Phone', booking.phone],
          ['Language', languageName(booking.locale)],
        ],
        uaeTime,
        actions: [adminAction(mail.siteUrl, adminFamilyBookingPath(booking.email))],
        footnote: `Booking ${booking.id}, received ${booking.createdAt.toISOString()}.`,
      }),
    },
    {
      to: booking.email,
      subject: t.subject(mailLanguage(booking.locale).eventDate(booking.sessionDate)),
      about,
      attachments: [familySlotInvite(booking, timeZone, domain)],
      ...renderMail(
        {
          greet: members[0],
          heading: t.heading,
          paragraphs: t.text,
          details: [...sessionIn(booking.locale), [t.members, visitorNames(members, booking.locale)]],
          uaeTime,
        },
        booking.locale,
      ),
    },
  ];
}
