import { PROVIDER, formatUaeMoment } from '@academy/content';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { OutgoingMail } from '../mail/mail-outbox';
import { renderMail } from '../mail/mail-template';
import { courseDetails } from '../registration/registration-status.mails';
import { Registration } from '../registration/registration.entity';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { formatAmount } from './payment-amount';

export interface ReceiptContext {
  /** The registration as it is once paid. */
  registration: Registration;
  event: CalendarEvent | null;
  /** How it was paid, in words: 'Card (online)', 'Bank transfer'… */
  method: string;
}

/** The receipt a registrant gets once their payment is recorded, online or by staff. */
export function receiptMail({ registration: r, event, method }: ReceiptContext): OutgoingMail {
  const amount =
    r.amountPaid !== null && r.paymentCurrency ? formatAmount(r.amountPaid, r.paymentCurrency) : null;
  return {
    to: r.email,
    subject: `Payment received (${r.referenceCode}) – ${PROVIDER.name}`,
    about: { kind: 'registration', id: r.id },
    ...renderMail({
      greet: r.firstName,
      heading: 'Thank you: your payment is received',
      paragraphs: [
        `${whatThePaymentBought(r.status)} Please keep this mail as your receipt.`,
        `Questions? Reply to this mail or write to us at ${PROVIDER.email}, quoting your reference.`,
      ],
      details: [
        ...(amount ? ([['Amount', amount]] as const) : []),
        ['Paid by', method],
        ...(r.paymentReference ? ([['Payment reference', r.paymentReference]] as const) : []),
        // 'Paid on', in Dubai time: the one 'Date' line is the event's.
        ...(r.paidAt ? ([['Paid on', formatUaeMoment(r.paidAt)]] as const) : []),
        ...courseDetails(r, event),
      ],
      uaeTime: r.paidAt !== null || event !== null,
    }),
  };
}

/** The receipt's first words: only a confirmed registration holds a place. */
function whatThePaymentBought(status: RegistrationStatus): string {
  switch (status) {
    case RegistrationStatus.CONFIRMED:
      return 'We have received your payment and your place is confirmed.';
    case RegistrationStatus.EXPIRED:
      return 'We have received your payment, but it arrived after the hold on your seat had ended, and the event has no free seat now. We will refund your payment and write to you when we have.';
    case RegistrationStatus.CANCELLED:
      return 'We have received your payment for a registration that is cancelled. We will contact you to reinstate it or to refund your payment.';
    default:
      return 'We have received your payment.';
  }
}

export interface RefundContext {
  registration: Registration;
  /** What was refunded so far, as shown: 'AED 375.00'. */
  amount: string;
  /** The whole payment, or only part of it. */
  whole: boolean;
  /** The refund cancelled the registration and gave its seat up. */
  cancelled?: boolean;
}

/**
 * Tells a registrant that their payment (or part of it) was refunded, so nobody has to ask; and, when the
 * refund cancelled the registration, that too (the one mail of that change).
 */
export function refundMail({
  registration: r,
  amount,
  whole,
  cancelled = false,
}: RefundContext): OutgoingMail {
  return {
    to: r.email,
    subject: `Payment refunded (${r.referenceCode}) – ${PROVIDER.name}`,
    about: { kind: 'registration', id: r.id },
    ...renderMail({
      greet: r.firstName,
      heading: whole ? 'Your payment is refunded' : 'Part of your payment is refunded',
      paragraphs: [
        `We have refunded ${amount} to the card you paid with; your bank may take a few days to show it.`,
        ...(cancelled
          ? [
              'Your registration is cancelled, and your seat is no longer held. If you would like to come after all, please write to us.',
            ]
          : []),
        `Questions? Reply to this mail or write to us at ${PROVIDER.email}, quoting your reference.`,
      ],
      details: [
        ['Amount refunded', amount],
        ...(r.paymentReference ? ([['Payment reference', r.paymentReference]] as const) : []),
        ['Reference', r.referenceCode],
      ],
    }),
  };
}
