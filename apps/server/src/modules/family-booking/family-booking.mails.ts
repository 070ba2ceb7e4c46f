import { PROVIDER, adminFamilyBookingPath, formatEventDate } from '@academy/content';
import { MailConfig } from '../../config';
import { calendarInvite } from '../mail/calendar-invite';
import { OutgoingMail } from '../mail/mail-outbox';
import type { MailAttachment } from '../mail/outbox-mail.entity';
import { adminAction, renderMail } from '../mail/mail-template';
import { visitorNames } from '../mail/visitor-text';
import { FamilyBooking } from './family-booking.entity';
import { familyMembers } from './family-booking.view';

/**
 * The booked slot as an .ics invitation, under a uid every mail about the booking shares. It goes to
 * the family's address, so it names the members a mail may show (visitor-text.ts).
 */
export function familySlotInvite(booking: FamilyBooking, timeZone: string, domain: string): MailAttachment {
  return calendarInvite({
    uid: `${booking.id}@${domain}`,
    summary: `Family Constellation session – ${PROVIDER.name}`,
    description: `Family members: ${visitorNames(familyMembers(booking))}`,
    location: booking.sessionVenue,
    date: booking.sessionDate,
    endDate: null,
    time: booking.sessionSlot,
    timeZone,
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
  const session = [
    ['Session', booking.sessionVenue],
    ['Date', formatEventDate(booking.sessionDate)],
    ['Time', uaeTime ? booking.sessionSlot : `${booking.sessionSlot} (${timeZone})`],
  ] as const;
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
        ],
        uaeTime,
        actions: [adminAction(mail.siteUrl, adminFamilyBookingPath(booking.email))],
        footnote: `Booking ${booking.id}, received ${booking.createdAt.toISOString()}.`,
      }),
    },
    {
      to: booking.email,
      subject: `Your family session on ${formatEventDate(booking.sessionDate)} – ${PROVIDER.name}`,
      about,
      attachments: [familySlotInvite(booking, timeZone, domain)],
      ...renderMail({
        greet: members[0],
        heading: 'Your family session is booked',
        paragraphs: [
          'Thank you for booking a Family Constellation session. We look forward to meeting your family.',
          `If you need to change or cancel, reply to this mail or write to ${PROVIDER.email} at least two days before.`,
        ],
        details: [...session, ['Family members', visitorNames(members)]],
        uaeTime,
      }),
    },
  ];
}
