import {
  FAMILY_SESSION_BRING,
  PROGRAMMES,
  PROVIDER,
  WHAT_TO_BRING,
  formatEventDate,
  formatEventDays,
} from '@academy/content';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { FamilyBooking } from '../family-booking/family-booking.entity';
import { familySlotInvite } from '../family-booking/family-booking.mails';
import { familyMembers } from '../family-booking/family-booking.view';
import { calendarInvite } from '../mail/calendar-invite';
import { CheckInPass, checkInFigure, checkInLine } from '../mail/check-in-pass';
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
  const programme = PROGRAMMES[r.programme].name;
  // The level as the programme names it: the field is free text to a client other than the form.
  const course = [programme, visitorLevel(r.programme, r.levelName)].filter(Boolean).join(', ');
  const days = formatEventDays(event);
  // What is still to pay: the fee recorded at enrolment, an offer named, never today's fee.
  const due = r.paymentStatus === PaymentStatus.UNPAID ? owedFee(r) : null;
  return {
    to: r.email,
    subject: `Reminder: ${event.name} on ${days} (${r.referenceCode}) – ${PROVIDER.name}`,
    about: { kind: 'registration', id: r.id },
    secret: token,
    // The confirmation's uid: a calendar that has the event updates it instead of adding it again.
    attachments: [
      calendarInvite({
        uid: `${r.id}@${domain}`,
        summary: event.name,
        description: [`${course}.`, ...(checkIn ? [checkInLine(checkIn.code)] : [])].join('\n'),
        location: event.location,
        date: event.date,
        endDate: event.endDate,
        time: event.time,
        timeZone: PROVIDER.timeZone,
      }),
      ...(checkIn ? [checkIn.image] : []),
    ],
    ...renderMail({
      greet: r.firstName,
      heading: `See you on ${days}`,
      paragraphs: [
        `This is a reminder of your place in ${event.name} (${course}).`,
        r.status === RegistrationStatus.CONFIRMED
          ? 'Your place is confirmed.'
          : `Your seat is held for you; your place is confirmed once we have received your payment${due ? ` of ${due.formatted}` : ''}.`,
        'If you can no longer come, please cancel through your private link below: your seat then goes to the next person waiting for it.',
        CONTACT,
      ],
      details: [
        ['Reference', r.referenceCode],
        ['Date', days],
        ['Time', event.time],
        ['Venue', event.location],
        ...(due ? [['Fee due', due.formatted] as MailDetail] : []),
      ],
      uaeTime: true,
      list: { heading: 'What to bring', items: WHAT_TO_BRING[r.programme] },
      figure: checkIn ? checkInFigure(checkIn) : undefined,
      actions: [
        { label: 'Open the venue in Maps', url: mapLink(event.location) },
        { label: 'View or cancel your registration', url: privateLink },
      ],
      footnote:
        'This link, like the one in our earlier mails, is your private access to your registration. Do not share it.',
    }),
  };
}

/** A family's reminder of its session (family bookings have no private page: they cancel by reply). */
export function familyBookingReminder(
  booking: FamilyBooking,
  timeZone: string,
  domain: string,
): OutgoingMail {
  const members = familyMembers(booking);
  const date = formatEventDate(booking.sessionDate);
  return {
    to: booking.email,
    subject: `Reminder: your family session on ${date} – ${PROVIDER.name}`,
    about: { kind: 'family-booking', id: booking.id },
    attachments: [familySlotInvite(booking, timeZone, domain)],
    ...renderMail({
      greet: members[0],
      heading: `See you on ${date}`,
      paragraphs: [
        'This is a reminder of your Family Constellation session.',
        `If your family can no longer come, reply to this mail or write to ${PROVIDER.email}: your seats then go to the next family waiting for them.`,
      ],
      details: [
        ['Date', date],
        // A session elsewhere names its own zone beside its time.
        [
          'Time',
          timeZone === PROVIDER.timeZone ? booking.sessionSlot : `${booking.sessionSlot} (${timeZone})`,
        ],
        ['Venue', booking.sessionVenue],
        ['Family members', visitorNames(members)],
      ],
      uaeTime: timeZone === PROVIDER.timeZone,
      list: { heading: 'What to bring', items: FAMILY_SESSION_BRING },
      actions: [{ label: 'Open the venue in Maps', url: mapLink(booking.sessionVenue) }],
    }),
  };
}
