import type Stripe from 'stripe';
import { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { MailOutbox } from '../mail/mail-outbox';
import { findRegistration } from '../registration/registration-lookup';
import { Registration } from '../registration/registration.entity';
import { formatAmount } from './payment-amount';
import { PaymentEvent } from './payment-event.entity';
import { PaymentRecorder } from './payment-record';
import { PaymentStatus } from '../registration/payment-status.enum';
import { refundMail } from './payment.mails';

const STRIPE: Actor = { id: null, label: 'Stripe' };

/** What a webhook did: applied now, or already applied before (a replay changes nothing). */
export type WebhookOutcome = 'applied' | 'replayed';

const UNKNOWN_REGISTRATION = 'The event names no registration of this site';

/**
 * Stripe's signed webhooks: a completed Checkout Session pays (and confirms) its registration, an
 * expired one frees it for a new session, a refunded charge marks its payment refunded. Each event is
 * verified against the raw body and its signature, and applied once: its id is kept in the same
 * transaction as its change, so a replayed event finds it and changes nothing.
 */
export class StripeWebhook {
  constructor(
    private readonly db: Database,
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    private readonly recorder: PaymentRecorder,
    private readonly audit: AuditService,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
  ) {}

  async receive(body: unknown, signature: string | undefined): Promise<WebhookOutcome> {
    if (!Buffer.isBuffer(body) || !signature) {
      throw AppError.badInput([{ field: 'Stripe-Signature', message: 'A signed Stripe event is expected' }]);
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(body, signature, this.webhookSecret);
    } catch {
      throw AppError.badInput([
        { field: 'Stripe-Signature', message: 'The signature does not match this site’s webhook secret' },
      ]);
    }
    if (typeof event.id !== 'string' || event.id.length > 255 || typeof event.type !== 'string') {
      throw AppError.badInput([{ field: 'id', message: 'A Stripe event needs its id and type' }]);
    }
    const outcome = await this.db.transaction(async (manager) => {
      if (await manager.findOneBy(PaymentEvent, { id: event.id })) return 'replayed' as const;
      await this.apply(manager, event);
      await manager.insert(PaymentEvent, { id: event.id, type: event.type, receivedAt: this.clock.now() });
      return 'applied' as const;
    });
    if (outcome === 'applied') this.mail.nudge();
    return outcome;
  }

  private async apply(manager: EntityManager, event: Stripe.Event): Promise<void> {
    const object: unknown = event.data?.object;
    if (!isRecord(object))
      throw AppError.badInput([{ field: 'data.object', message: 'The event has no object' }]);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return this.completed(manager, event.data.object);
      case 'checkout.session.expired':
        return this.expired(manager, event.data.object);
      case 'charge.refunded':
        return this.refunded(manager, event.data.object);
      default:
        throw AppError.badInput([
          { field: 'type', message: `Stripe events of type ${event.type} are not handled here` },
        ]);
    }
  }

  private async completed(manager: EntityManager, session: Stripe.Checkout.Session): Promise<void> {
    const registration = await this.registrationOf(manager, session);
    // A delayed method (bank debit) completes the session unpaid; async_payment_succeeded follows.
    if (session.payment_status !== 'paid') return;
    const reference = idOf(session.payment_intent) ?? idOf(session.id);
    if (registration.paymentStatus === PaymentStatus.PAID) {
      // Paid twice (staff recorded a transfer meanwhile): nothing changes, staff see it and refund.
      if (registration.paymentReference === reference) return;
      await this.audit.record(manager, STRIPE, {
        action: 'registration.payment',
        subjectKind: 'registration',
        subjectId: registration.id,
        summary: `A second payment of ${this.amountOf(session)} arrived (reference ${reference}); the registration was already paid: refund one`,
      });
      return;
    }
    const paid = await this.recorder.record(
      manager,
      registration,
      {
        amount: minorUnits(session.amount_total),
        currency: currencyOf(session.currency),
        reference,
        method: 'Card (online)',
      },
      STRIPE,
    );
    if (!paid) throw AppError.conflict('The registration was changed meanwhile');
  }

  private async expired(manager: EntityManager, session: Stripe.Checkout.Session): Promise<void> {
    const registration = await this.registrationOf(manager, session);
    const sessionId = idOf(session.id);
    if (!sessionId) throw AppError.badInput([{ field: 'data.object.id', message: 'The session has no id' }]);
    await manager.update(
      Registration,
      { id: registration.id, checkoutSessionId: sessionId },
      { checkoutSessionId: null },
    );
  }

  private async refunded(manager: EntityManager, charge: Stripe.Charge): Promise<void> {
    const intent = idOf(charge.payment_intent);
    const registration = intent
      ? await manager.findOneBy(Registration, { paymentReference: intent, paymentStatus: PaymentStatus.PAID })
      : null;
    if (!registration) throw AppError.notFound(UNKNOWN_REGISTRATION);
    const refunded = minorUnits(charge.amount_refunded);
    const currency = currencyOf(charge.currency);
    const amount = refunded !== null && currency ? formatAmount(refunded, currency) : 'an unknown amount';
    // A partial refund leaves the registration paid; staff see it in the history.
    if (charge.refunded === true) {
      await manager.update(
        Registration,
        { id: registration.id, paymentStatus: PaymentStatus.PAID },
        { paymentStatus: PaymentStatus.REFUNDED, updatedAt: this.clock.now() },
      );
    }
    await this.audit.record(manager, STRIPE, {
      action: 'registration.payment',
      subjectKind: 'registration',
      subjectId: registration.id,
      summary: `${charge.refunded === true ? 'Refunded' : 'Partly refunded'} ${amount} (reference ${intent})`,
    });
    await this.mail.queue(manager, [refundMail({ registration, amount, whole: charge.refunded === true })]);
  }

  private async registrationOf(
    manager: EntityManager,
    session: Stripe.Checkout.Session,
  ): Promise<Registration> {
    const id =
      idOf(session.client_reference_id) ??
      (isRecord(session.metadata) ? idOf(session.metadata.registrationId) : null);
    const registration = id ? await findRegistration(manager.getRepository(Registration), id) : null;
    if (!registration) throw AppError.notFound(UNKNOWN_REGISTRATION);
    return registration;
  }

  private amountOf(session: Stripe.Checkout.Session): string {
    const amount = minorUnits(session.amount_total);
    const currency = currencyOf(session.currency);
    return amount !== null && currency ? formatAmount(amount, currency) : 'an unknown amount';
  }
}

// A signed event comes from Stripe, but its fields are still read as untrusted JSON.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Stripe id, given as a string or as an expanded object with its id. */
function idOf(value: unknown): string | null {
  const id = isRecord(value) ? value.id : value;
  return typeof id === 'string' && id.length > 0 && id.length <= 255 ? id : null;
}

const minorUnits = (value: unknown): number | null =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null;

const currencyOf = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z]{3}$/.test(value) ? value : null;
