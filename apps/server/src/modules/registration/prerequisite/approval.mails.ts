import { PROGRAMMES, PROVIDER, adminRegistrationPath, seatHeldUntil } from '@academy/content';
import { MailConfig } from '../../../config';
import { CalendarEvent } from '../../calendar-event/calendar-event.entity';
import { OutgoingMail } from '../../mail/mail-outbox';
import { MailDetail, adminAction, renderMail } from '../../mail/mail-template';
import { owedFee } from '../registration-fee';
import { courseDetails, paymentDue } from '../registration-status.mails';
import { Registration } from '../registration.entity';
import { PendingPrerequisite } from './prerequisite-check';

const CONTACT = `Questions? Reply to this mail or write to us at ${PROVIDER.email}, quoting your reference.`;

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
      subject: `Your registration for ${programme} (${r.referenceCode}) – ${PROVIDER.name}`,
      about: about(r),
      secret: token,
      ...renderMail({
        greet: r.firstName,
        heading: 'Thank you for registering',
        paragraphs: [
          `This level needs ${pending.neededLevel} first, which you told us you completed elsewhere. We will check it and write to you within two working days.`,
          event
            ? 'Your seat is kept for you meanwhile. No payment is due until we have approved your registration.'
            : 'No payment is due until we have approved your registration.',
          'Your registration page is private to you: please do not share its link.',
          CONTACT,
        ],
        details: [
          ...courseDetails(r, event),
          ...(event ? ([['Fee', owedFee(r)?.formatted ?? 'Free']] as MailDetail[]) : []),
        ],
        uaeTime: event !== null,
        actions: [{ label: 'Your registration', url: privateLink }],
      }),
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
  return {
    to: r.email,
    subject: `Your registration is approved (${r.referenceCode}) – ${PROVIDER.name}`,
    about: about(r),
    ...renderMail({
      greet: r.firstName,
      heading: 'Your registration is approved',
      paragraphs: [
        `Thank you: we have checked the level you completed elsewhere and approved your registration for ${PROGRAMMES[r.programme].name}.`,
        ...(due?.paragraphs ?? []),
        ...(r.holdUntil
          ? [
              `${seatHeldUntil(r.holdUntil, 'said elsewhere')} Unpaid by then, it is given to the next person waiting.`,
            ]
          : []),
        CONTACT,
      ],
      details: courseDetails(r, event),
      uaeTime: event !== null,
      actions: due?.payLink ? [{ label: 'Pay for your seat', url: due.payLink }] : undefined,
    }),
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
  return {
    to: r.email,
    subject: `Your registration could not be approved (${r.referenceCode}) – ${PROVIDER.name}`,
    about: about(r),
    ...renderMail({
      greet: r.firstName,
      heading: 'Your registration could not be approved',
      paragraphs: [
        `We could not approve your registration for ${PROGRAMMES[r.programme].name}: this level needs the one before it first${event ? ', so your seat is no longer held' : ''}.`,
        ...(reason ? [`Our note: ${reason}`] : []),
        'You are welcome to enrol in the level before it, or to write to us with a certificate of it.',
        CONTACT,
      ],
      details: courseDetails(r, event),
      uaeTime: event !== null,
    }),
  };
}
