import {
  LOST_LINK,
  PROGRAMMES,
  PROVIDER,
  adminRegistrationPath,
  formatEventDays,
  owedFeeText,
  seatHeldUntil,
} from '@academy/content';
import { MailConfig } from '../../config';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { OutgoingMail } from '../mail/mail-outbox';
import { MailDetail, adminAction, renderMail } from '../mail/mail-template';
import { NEXT_INTAKE_WORKSHOP, visitorLevel } from '../mail/visitor-text';
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
  const level = audience === 'staff' ? r.levelName : visitorLevel(r.programme, r.levelName);
  return [
    ['Reference', r.referenceCode],
    ['Programme', PROGRAMMES[r.programme].name],
    ...(level ? ([['Level', level]] as MailDetail[]) : []),
    ...(event
      ? ([
          ['Event', event.name],
          ['Date', formatEventDays(event)],
          ['Time', event.time],
          ['Venue', event.location],
        ] as MailDetail[])
      : ([['Workshop', audience === 'staff' ? r.city : NEXT_INTAKE_WORKSHOP]] as MailDetail[])),
  ];
}

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
  const due = `Payment of ${owedFeeText(fee.amount, fee.currency, r.feeOffer)} is still due.`;
  if (onlinePayment && event) {
    return {
      paragraphs: [
        due,
        `Please pay online from your registration page: open it with the link in the mail we sent when you registered. Lost it? Ask for it again at ${publicUrl}${LOST_LINK.path}.`,
      ],
    };
  }
  if (event?.paymentLink) {
    return { paragraphs: [due, 'Please pay with the link below.'], payLink: event.paymentLink };
  }
  return { paragraphs: [due, 'Please reply to this mail and we will send you the payment details.'] };
}

const CONTACT = `Questions? Reply to this mail or write to us at ${PROVIDER.email}, quoting your reference.`;

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
  const toRegistrant = (
    subject: string,
    heading: string,
    paragraphs: string[],
    payLink?: string,
  ): OutgoingMail => ({
    to: r.email,
    subject: `${subject} (${r.referenceCode}) – ${PROVIDER.name}`,
    about,
    ...renderMail({
      greet: r.firstName,
      heading,
      paragraphs: [...paragraphs, CONTACT],
      details,
      // A seat is held only in an event, so a hold's deadline comes with the event's time.
      uaeTime: event !== null,
      actions: payLink ? [{ label: 'Pay for your seat', url: payLink }] : undefined,
    }),
  });

  if (status === RegistrationStatus.CANCELLED) {
    const cancelled = toRegistrant(
      'Your registration is cancelled',
      'Your registration is cancelled',
      byRegistrant
        ? [
            `As you asked, we have cancelled your registration for ${programme}${event ? ' and given your seat to someone else' : ''}.`,
            'To come to a later date, you are welcome to enrol again on our website.',
          ]
        : [
            `We have cancelled your registration for ${programme}${event ? ', and your seat is no longer held' : ''}.`,
            'If you think this is a mistake, or would like to come to another date, please write to us.',
          ],
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
        'Your place is confirmed',
        'Your place is confirmed',
        [
          `Thank you: we have confirmed your place in ${programme}.`,
          ...(due?.paragraphs ?? []),
          event
            ? 'We look forward to seeing you. The details are below.'
            : 'We will write to you with the dates and the venue as soon as the next intake is scheduled.',
        ],
        due?.payLink,
      ),
    ];
  }
  if (r.status === RegistrationStatus.CANCELLED || r.status === RegistrationStatus.EXPIRED) {
    return [
      toRegistrant('Your registration is active again', 'Your registration is active again', [
        `We have reinstated your registration for ${programme}${event ? ', and a seat is held for you again' : ''}.`,
        'Your place is confirmed once we have received your payment.',
        ...(r.holdUntil
          ? [
              `${seatHeldUntil(r.holdUntil, 'said elsewhere')} Unpaid by then, it is given to the next person waiting.`,
            ]
          : []),
      ]),
    ];
  }
  return [];
}
