import type Stripe from 'stripe';
import { EntityManager, In } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { MailOutbox } from '../mail/mail-outbox';
import { PaymentStatus } from '../registration/payment-status.enum';
import { findRegistration } from '../registration/registration-lookup';
import { RegistrationStatusChange } from '../registration/registration-status-change';
import { RegistrationStatus, holdsSeat } from '../registration/registration-status.enum';
import { Registration } from '../registration/registration.entity';
import { CheckoutSession, CheckoutSessionStatus } from './checkout-session.entity';
import { formatAmount } from './payment-amount';
import { PaymentEvent } from './payment-event.entity';
import { PaymentRecorder } from './payment-record';
import { refundMail } from './payment.mails';
import { StripeClient } from './stripe-client';
import { UnmatchedPayments } from './unmatched-payments';

const STRIPE: Actor = { id: null, label: 'Stripe' };

/** What a webhook did: applied now, or already applied before (a replay changes nothing). */
export type WebhookOutcome = 'applied' | 'replayed';

const UNKNOWN_PAYMENT = 'The event names no payment of this site';

/**
 * How far a signature's time may be from ours, either way (Stripe's own default): a signed event kept
 * for later, or dated ahead to be used later, is refused.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The reasons staff read on a payment that does not match a fee. */
const NOT_OURS = 'Not a payment page this site opened for this registration';
const ALREADY_PAID = 'The registration was already paid';
const REFUNDED_BEFORE = 'The registration’s payment had been refunded';
const otherFee = (amount: number, currency: string) =>
  `The amount or currency is not the fee of ${formatAmount(amount, currency)}`;

/** What a StripeWebhook works with, by name. */
export interface StripeWebhookDeps {
  db: Database;
  stripe: StripeClient;
  webhookSecret: string;
  recorder: PaymentRecorder;
  unmatched: UnmatchedPayments;
  statusChange: RegistrationStatusChange;
  audit: AuditService;
  mail: MailOutbox;
  clock: Clock;
}

/**
 * Stripe's signed webhooks. A completed Checkout session pays (and confirms) a registration only when it
 * is a session this site created for it, for the amount and currency stored then; any other real payment
 * is kept for staff and confirms nothing. An expired session frees its registration for a new one; a
 * refund marks the payment refunded and, in full, cancels the registration and frees its seat. Each
 * event is verified against the raw body, its signature and its time, and applied once: its id is kept in
 * the same transaction as its change, so a replayed event finds it and changes nothing; the same payment
 * under another event id finds its session completed and changes nothing either.
 */
export class StripeWebhook {
  constructor(private readonly deps: StripeWebhookDeps) {}

  async receive(body: unknown, signature: string | undefined): Promise<WebhookOutcome> {
    if (!Buffer.isBuffer(body) || !signature) {
      throw AppError.badInput([{ field: 'Stripe-Signature', message: 'A signed Stripe event is expected' }]);
    }
    const event = await this.verified(body, signature);
    if (typeof event.id !== 'string' || event.id.length > 255 || typeof event.type !== 'string') {
      throw AppError.badInput([{ field: 'id', message: 'A Stripe event needs its id and type' }]);
    }
    const outcome = await this.deps.db.transaction(async (manager) => {
      if (await manager.findOneBy(PaymentEvent, { id: event.id })) return 'replayed' as const;
      await this.apply(manager, event);
      await manager.insert(PaymentEvent, {
        id: event.id,
        type: event.type,
        receivedAt: this.deps.clock.now(),
      });
      return 'applied' as const;
    });
    if (outcome === 'applied') this.deps.mail.nudge();
    return outcome;
  }

  /**
   * The event, when its signature is this site's and dated within the tolerance of the real time (the
   * time Stripe signs by, not the site's clock, which tests may set to any day). The library checks
   * only that a signature is not too old: one dated ahead is checked here.
   */
  private async verified(body: Buffer, signature: string): Promise<Stripe.Event> {
    // Outside the try, which takes any error for a wrong signature: a library that cannot load is not one.
    const stripe = await this.deps.stripe();
    const receivedAt = Date.now();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        body,
        signature,
        this.deps.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        receivedAt,
      );
    } catch (error) {
      if (error instanceof Error && /tolerance/i.test(error.message)) throw outsideTolerance();
      throw AppError.badInput([
        { field: 'Stripe-Signature', message: 'The signature does not match this site’s webhook secret' },
      ]);
    }
    const signedAt = signatureTime(signature);
    if (signedAt === null || signedAt - Math.floor(receivedAt / 1000) > SIGNATURE_TOLERANCE_SECONDS) {
      throw outsideTolerance();
    }
    return event;
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
    // A delayed method (bank debit) completes the session unpaid; async_payment_succeeded follows.
    if (session.payment_status !== 'paid') return;
    const sessionId = requiredSessionId(session);
    const payment = {
      sessionId,
      amount: minorUnits(session.amount_total),
      currency: currencyOf(session.currency),
      reference: idOf(session.payment_intent) ?? sessionId,
    };
    const stored = await manager.findOneBy(CheckoutSession, { id: sessionId });
    if (!stored) {
      // Anyone can open a Checkout session or a Payment Link naming a registration: it pays nothing.
      return this.deps.unmatched.record(manager, STRIPE, {
        ...payment,
        registrationId: await this.namedRegistration(manager, session),
        reason: NOT_OURS,
      });
    }
    // Claimed once: the same payment under another event id finds the session completed.
    const claimed = await manager
      .createQueryBuilder()
      .update(CheckoutSession)
      .set({ status: CheckoutSessionStatus.COMPLETED, closedAt: this.deps.clock.now() })
      .where('id = :id AND status <> :completed', {
        id: sessionId,
        completed: CheckoutSessionStatus.COMPLETED,
      })
      .execute();
    if (claimed.affected !== 1) return;
    const registration = await manager.findOneBy(Registration, { id: stored.registrationId });
    if (!registration) throw AppError.notFound(UNKNOWN_PAYMENT);
    const keep = (reason: string) =>
      this.deps.unmatched.record(manager, STRIPE, { ...payment, registrationId: registration.id, reason });
    if (payment.amount !== stored.amount || payment.currency?.toLowerCase() !== stored.currency) {
      return keep(otherFee(stored.amount, stored.currency));
    }
    if (registration.paymentStatus === PaymentStatus.PAID) return keep(ALREADY_PAID);
    if (registration.paymentStatus !== PaymentStatus.UNPAID) return keep(REFUNDED_BEFORE);
    const paid = await this.deps.recorder.record(
      manager,
      registration,
      { ...payment, method: 'Card (online)' },
      STRIPE,
    );
    if (!paid) throw AppError.conflict('The registration was changed meanwhile');
  }

  /** Forgets an expired session, so the registrant's next Pay opens a new one; only that session. */
  private async expired(manager: EntityManager, session: Stripe.Checkout.Session): Promise<void> {
    const sessionId = requiredSessionId(session);
    const stored = await manager.findOneBy(CheckoutSession, { id: sessionId });
    // Not a session of this site: there is nothing to forget.
    if (!stored) return;
    await manager.update(
      CheckoutSession,
      { id: sessionId, status: CheckoutSessionStatus.OPEN },
      { status: CheckoutSessionStatus.EXPIRED, closedAt: this.deps.clock.now() },
    );
    await manager.update(
      Registration,
      { id: stored.registrationId, checkoutSessionId: sessionId },
      { checkoutSessionId: null },
    );
  }

  /**
   * A refund of a registration's payment, or of one kept as not matching a fee. In full, the payment is
   * refunded and the registration cancelled, its seat freed for the waiting list (through the one status
   * change, in this transaction); in part, the registration stays as it is. The refund mail tells the
   * registrant either way. The same full refund again changes nothing.
   */
  private async refunded(manager: EntityManager, charge: Stripe.Charge): Promise<void> {
    const intent = idOf(charge.payment_intent);
    if (!intent) throw AppError.notFound(UNKNOWN_PAYMENT);
    const whole = charge.refunded === true;
    const refunded = minorUnits(charge.amount_refunded);
    const currency = currencyOf(charge.currency);
    const amount = refunded !== null && currency ? formatAmount(refunded, currency) : 'an unknown amount';
    const registration = await manager.findOneBy(Registration, {
      paymentReference: intent,
      paymentStatus: In([PaymentStatus.PAID, PaymentStatus.REFUNDED]),
    });
    if (!registration) {
      if (await this.deps.unmatched.refunded(manager, STRIPE, intent, { whole, amount })) return;
      throw AppError.notFound(UNKNOWN_PAYMENT);
    }
    if (registration.paymentStatus === PaymentStatus.REFUNDED) return;
    let cancelled = false;
    if (whole) {
      const result = await manager.update(
        Registration,
        { id: registration.id, paymentStatus: PaymentStatus.PAID },
        { paymentStatus: PaymentStatus.REFUNDED, updatedAt: this.deps.clock.now() },
      );
      if (result.affected !== 1) throw AppError.conflict('The registration was changed meanwhile');
      await this.deps.audit.record(manager, STRIPE, {
        action: 'registration.payment',
        subjectKind: 'registration',
        subjectId: registration.id,
        summary: `Refunded ${amount} (reference ${intent})`,
      });
      // A registration holding no seat (cancelled, or expired before its payment came) keeps its status.
      if (holdsSeat(registration.status)) {
        await this.deps.statusChange.applyWithin(
          manager,
          { ...registration, paymentStatus: PaymentStatus.REFUNDED },
          RegistrationStatus.CANCELLED,
          STRIPE,
          { reason: 'the payment was refunded in full', notify: false },
        );
        cancelled = true;
      }
    } else {
      await this.deps.audit.record(manager, STRIPE, {
        action: 'registration.payment',
        subjectKind: 'registration',
        subjectId: registration.id,
        summary: `Partly refunded ${amount} (reference ${intent})`,
      });
    }
    await this.deps.mail.queue(manager, [
      refundMail({
        registration,
        amount,
        refunded: refunded !== null && currency ? { amount: refunded, currency } : null,
        whole,
        cancelled,
      }),
    ]);
  }

  /**
   * The registration a session not created here names (client_reference_id, metadata), so staff find
   * its payment on that registration. Never used to pay one.
   */
  private async namedRegistration(
    manager: EntityManager,
    session: Stripe.Checkout.Session,
  ): Promise<string | null> {
    const id =
      idOf(session.client_reference_id) ??
      (isRecord(session.metadata) ? idOf(session.metadata.registrationId) : null);
    const registration = id ? await findRegistration(manager.getRepository(Registration), id) : null;
    return registration?.id ?? null;
  }
}

const outsideTolerance = () =>
  AppError.badInput([
    {
      field: 'Stripe-Signature',
      message: `The signature is dated more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes from now`,
    },
  ]);

/** The signature header's time (`t=`, Unix seconds), read as the library reads it: the last one given. */
function signatureTime(header: string): number | null {
  let time: number | null = null;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') time = /^\d+$/.test(value ?? '') ? Number(value) : null;
  }
  return time;
}

function requiredSessionId(session: Stripe.Checkout.Session): string {
  const id = idOf(session.id);
  if (!id) throw AppError.badInput([{ field: 'data.object.id', message: 'The session has no id' }]);
  return id;
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
