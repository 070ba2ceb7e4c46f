import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { Actor, AuditService } from '../audit/audit.service';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService } from '../calendar-event/seat.service';
import { MailOutbox } from '../mail/mail-outbox';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { Registration } from '../registration/registration.entity';
import { writeStatus } from '../registration/registration-status-change';
import { formatAmount } from './payment-amount';
import { receiptMail } from './payment.mails';
import { PaymentStatus } from '../registration/payment-status.enum';

/** A payment received: online through Stripe, or recorded by staff (bank transfer, cash). */
export interface ReceivedPayment {
  /** Minor units of the currency; null when staff did not state it. */
  amount: number | null;
  /** ISO 4217 code, any case; null with amount. */
  currency: string | null;
  reference: string | null;
  /** In words, for the receipt and the history: 'Card (online)', 'Bank transfer'… */
  method: string;
  /** Why staff recorded it, for the history. */
  reason?: string;
}

/**
 * Records a payment on a registration, inside the caller's transaction: the payment columns, a pending
 * registration confirmed (a cancelled one stays cancelled, for staff to refund or reinstate), the
 * history entry and the receipt mail, all or nothing. The update is conditional on the payment status
 * it started from, so two deliveries of one payment cannot both apply it.
 *
 * A payment may arrive after the registration's seat hold expired (its Checkout page was opened before):
 * the registration takes a seat again and is confirmed when one is free; when the event has filled
 * meanwhile it stays expired, and the receipt and the history say that the payment is to be refunded.
 */
export class PaymentRecorder {
  constructor(
    private readonly audit: AuditService,
    private readonly calendar: CalendarEventService,
    private readonly seats: SeatService,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
  ) {}

  /** The registration as paid, or null when its payment status was no longer `from`. */
  async record(
    manager: EntityManager,
    current: Registration,
    payment: ReceivedPayment,
    actor: Actor,
  ): Promise<Registration | null> {
    const now = this.clock.now();
    const seatTakenBack =
      current.status === RegistrationStatus.EXPIRED &&
      current.eventId !== null &&
      (await this.seats.tryTake(manager, 'event', current.eventId));
    const status =
      current.status === RegistrationStatus.PENDING || seatTakenBack
        ? RegistrationStatus.CONFIRMED
        : current.status;
    const paid: Registration = {
      ...current,
      status,
      updatedAt: now,
      paymentStatus: PaymentStatus.PAID,
      amountPaid: payment.amount,
      paymentCurrency: payment.currency?.toUpperCase() ?? null,
      paymentReference: payment.reference,
      paidAt: now,
      checkoutSessionId: null,
    };
    const written = await writeStatus(manager, current, status, {
      set: {
        updatedAt: now,
        paymentStatus: paid.paymentStatus,
        amountPaid: paid.amountPaid,
        paymentCurrency: paid.paymentCurrency,
        paymentReference: paid.paymentReference,
        paidAt: now,
        checkoutSessionId: null,
      },
      where: 'paymentStatus = :from',
      params: { from: current.paymentStatus },
    });
    if (!written) return null;
    const amount =
      paid.amountPaid !== null && paid.paymentCurrency
        ? formatAmount(paid.amountPaid, paid.paymentCurrency)
        : 'amount not stated';
    await this.audit.record(manager, actor, {
      action: 'registration.payment',
      subjectKind: 'registration',
      subjectId: current.id,
      summary: [
        `Paid ${amount} (${payment.method})`,
        payment.reference ? `reference ${payment.reference}` : null,
        status !== current.status ? `status ${current.status} → ${status}` : null,
        seatTakenBack ? 'the seat hold had expired: a free seat was taken again' : null,
        status === RegistrationStatus.EXPIRED
          ? 'the seat hold had expired and the event has no free seat: refund this payment'
          : null,
        payment.reason ? `reason: ${payment.reason}` : null,
      ]
        .filter(Boolean)
        .join('; '),
    });
    const event = current.eventId
      ? ((await this.calendar.findMany([current.eventId])).get(current.eventId) ?? null)
      : null;
    await this.mail.queue(manager, [receiptMail({ registration: paid, event, method: payment.method })]);
    return paid;
  }
}
