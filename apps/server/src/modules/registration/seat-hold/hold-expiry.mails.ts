import { PROGRAMMES, PROVIDER } from '@academy/content';
import { CalendarEvent } from '../../calendar-event/calendar-event.entity';
import { OutgoingMail } from '../../mail/mail-outbox';
import { renderMail } from '../../mail/mail-template';
import { Registration } from '../registration.entity';
import { courseDetails } from '../registration-status.mails';

/** The registrant's seat was held unpaid until its deadline passed: it is gone, and how to come anyway. */
export function holdExpiredMail(r: Registration, event: CalendarEvent | null): OutgoingMail {
  const programme = PROGRAMMES[r.programme].name;
  return {
    to: r.email,
    subject: `Your held seat has expired (${r.referenceCode}) – ${PROVIDER.name}`,
    about: { kind: 'registration', id: r.id },
    ...renderMail({
      greet: r.firstName,
      heading: 'Your held seat has expired',
      paragraphs: [
        `We held a seat for your registration for ${programme} until its payment deadline. No payment reached us in time, so the seat has been given back and your registration has expired.`,
        'You are welcome to enrol again on our website while seats are free, or join the waiting list when the event is full.',
        `Questions? Reply to this mail or write to us at ${PROVIDER.email}, quoting your reference.`,
      ],
      details: courseDetails(r, event),
      uaeTime: event !== null,
    }),
  };
}

/** Staff gave the registrant's unpaid seat back before its deadline (it was wanted for others). */
export function holdReleasedMail(r: Registration, event: CalendarEvent | null): OutgoingMail {
  const programme = PROGRAMMES[r.programme].name;
  return {
    to: r.email,
    subject: `Your held seat has been released (${r.referenceCode}) – ${PROVIDER.name}`,
    about: { kind: 'registration', id: r.id },
    ...renderMail({
      greet: r.firstName,
      heading: 'Your held seat has been released',
      paragraphs: [
        `We held a seat for your registration for ${programme} while we waited for your payment. It has not been confirmed, so the seat has been given back and your registration has expired.`,
        'You are welcome to enrol again on our website while seats are free, or join the waiting list when the event is full.',
        `Paid already, or a question? Reply to this mail or write to us at ${PROVIDER.email}, quoting your reference.`,
      ],
      details: courseDetails(r, event),
      uaeTime: event !== null,
    }),
  };
}
