import {
  type Fee,
  PROGRAMMES,
  PROVIDER,
  adminRegistrationPath,
  formatEventDays,
  formatFee,
  seatHeldUntil,
} from '@academy/content';
import { MailConfig } from '../../config';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { calendarInvite } from '../mail/calendar-invite';
import { CheckInPass, checkInFigure, checkInLine } from '../mail/check-in-pass';
import { OutgoingMail } from '../mail/mail-outbox';
import { MailDetail, adminAction, renderMail } from '../mail/mail-template';
import { NEXT_INTAKE_WORKSHOP, visitorLevel } from '../mail/visitor-text';
import { owedFee } from './registration-fee';
import { Registration } from './registration.entity';

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
  const details = (audience: 'registrant' | 'staff'): MailDetail[] => [
    ['Reference', r.referenceCode],
    ['Programme', programme],
    ...(audience === 'staff'
      ? [['Level', r.levelName] as MailDetail]
      : level
        ? [['Level', level] as MailDetail]
        : []),
    ...(event
      ? ([
          ['Event', event.name],
          ['Date', formatEventDays(event)],
          ['Time', event.time],
          ['Venue', event.location],
          ['Fee', owed?.formatted ?? 'Free'],
        ] as MailDetail[])
      : [
          ['Workshop', audience === 'staff' ? r.city : NEXT_INTAKE_WORKSHOP] as MailDetail,
          ...(intakeFee ? [['Fee', formatFee(intakeFee)] as MailDetail] : []),
        ]),
  ];

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
    ? 'Please pay online from your registration page (the button below) to confirm your seat.'
    : event?.paymentLink
      ? 'Please complete your payment with the link below to confirm your seat.'
      : event
        ? 'Your seat is held. We will send you the payment details within one working day.'
        : 'We will write to you as soon as the next intake is scheduled, with its dates and the payment link.';
  const confirmation: OutgoingMail = {
    to: r.email,
    subject: `Your registration for ${programme} (${r.referenceCode}) – ${PROVIDER.name}`,
    about,
    secret: token,
    attachments: event
      ? [
          calendarInvite({
            uid: `${r.id}@${domain}`,
            summary: event.name,
            description: [
              `${[programme, level].filter(Boolean).join(', ')}. Your registration: ${privateLink}`,
              ...(checkIn ? [checkInLine(checkIn.code)] : []),
            ].join('\n'),
            location: event.location,
            date: event.date,
            endDate: event.endDate,
            time: event.time,
            timeZone: PROVIDER.timeZone,
          }),
          ...(checkIn ? [checkIn.image] : []),
        ]
      : undefined,
    ...renderMail({
      greet: r.firstName,
      heading: 'Thank you for registering',
      paragraphs: [
        `We have received your registration for ${programme}.`,
        payment,
        ...(r.holdUntil
          ? [
              `${seatHeldUntil(r.holdUntil, 'said elsewhere')} Unpaid by then, it is given to the next person waiting.`,
            ]
          : []),
      ],
      details: details('registrant'),
      uaeTime: event !== null || r.holdUntil !== null,
      figure: checkIn ? checkInFigure(checkIn) : undefined,
      actions: [
        ...(payLink ? [{ label: 'Pay for your seat', url: payLink }] : []),
        { label: 'View or manage your registration', url: privateLink },
      ],
      footnote:
        'Keep this mail: the link above is your private access to your registration, where you can upload your ID photos or cancel. Do not share it.',
    }),
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
  return {
    to: r.email,
    subject: `You are already registered for ${event.name} – ${PROVIDER.name}`,
    about: { kind: 'registration', id: r.id },
    secret: token,
    ...renderMail({
      greet: r.firstName,
      heading: 'You are already registered for this event',
      paragraphs: [
        'We received another enrolment with this e-mail address for the event below. Your seat is already held, so we did not take a second one.',
        'Your registration is at the link below; the link in our earlier mails keeps working too.',
      ],
      details: [
        ['Reference', r.referenceCode],
        ['Event', event.name],
        ['Date', formatEventDays(event)],
        ['Venue', event.location],
      ],
      actions: [{ label: 'View or manage your registration', url: privateLink }],
      footnote:
        'If you did not enrol again, you can ignore this mail: nothing else changed. Do not share the link.',
    }),
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
  const programme = PROGRAMMES[r.programme].name;
  const confirmation: OutgoingMail = {
    to: newEmail,
    subject: `Confirm your e-mail address – ${PROVIDER.name}`,
    about,
    secret: token,
    ...renderMail({
      greet: r.firstName,
      heading: 'Please confirm your new e-mail address',
      paragraphs: [
        `You asked us to write to this address about your registration for ${programme}.`,
        `Open the link below within ${hours} hours to confirm it. Until then we keep writing to your previous address.`,
      ],
      details: [['Reference', r.referenceCode]],
      actions: [{ label: 'Confirm this address', url: confirmLink }],
      footnote: 'If you did not ask for this, ignore this mail: nothing changes.',
    }),
  };
  const notice: OutgoingMail = {
    to: r.email,
    subject: `Your e-mail address is about to change – ${PROVIDER.name}`,
    about,
    ...renderMail({
      greet: r.firstName,
      heading: 'Someone asked to change your e-mail address',
      paragraphs: [
        `Through your private link, we were asked to write about your registration for ${programme} to ${newEmail} from now on.`,
        'The change happens only once the link we sent to that address is opened.',
        `If this was not you, please write to us at ${PROVIDER.email}: someone may have your private link.`,
      ],
      details: [['Reference', r.referenceCode]],
    }),
  };
  return [confirmation, notice];
}
