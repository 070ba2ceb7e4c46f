import type Stripe from 'stripe';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { Actor } from '../audit/audit.service';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { MailOutbox } from '../mail/mail-outbox';
import { type Locale, sitePath } from '../mail/mail-locale';
import { REGISTRATION_NOT_FOUND, findRegistration } from '../registration/registration-lookup';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { Registration } from '../registration/registration.entity';
import { opensRegistration } from '../registration/private-link/private-links';
import { SubmissionThrottleService } from '../throttle/submission-throttle.service';
import { CheckoutSession, CheckoutSessionStatus } from './checkout-session.entity';
import { Fee, feeOwed } from '../registration/registration-fee';
import { PaymentRecorder, ReceivedPayment } from './payment-record';
import { PaymentStatus } from '../registration/payment-status.enum';
import { StripeClient } from './stripe-client';

const MAX_REASON = 500;
const MAX_REFERENCE = 100;

/** A payment staff record: how it was made (in words), why, and its own reference if any. */
export interface StaffPayment {
  method: string;
  reason: string;
  reference?: string | null;
}

/** Stripe closes a Checkout page no sooner than 30 minutes and no later than 24 hours after it opens. */
const CHECKOUT_OPEN_MS = { least: 31 * 60_000, most: 24 * 60 * 60_000 };

/**
 * When the Checkout page closes (Unix seconds): with the seat hold where Stripe allows it, so that no
 * payment arrives for a seat given up; a hold ending sooner than Stripe's least leaves a window the
 * payment recorder covers (it takes the seat again, or says the payment is to be refunded).
 */
export function checkoutClosesAt(holdUntil: Date | null, now: Date): number | undefined {
  if (!holdUntil) return undefined;
  const open = Math.min(
    CHECKOUT_OPEN_MS.most,
    Math.max(CHECKOUT_OPEN_MS.least, holdUntil.getTime() - now.getTime()),
  );
  return Math.floor((now.getTime() + open) / 1000);
}

/**
 * Whether a registration's seat hold is over: expired by the expiry task, or pending past its deadline
 * (the task has not come round yet).
 */
export const holdExpired = (registration: Registration, now: Date): boolean =>
  registration.status === RegistrationStatus.EXPIRED ||
  (registration.status === RegistrationStatus.PENDING &&
    registration.holdUntil !== null &&
    registration.holdUntil.getTime() <= now.getTime());

/**
 * Where Stripe sends the registrant back: their private page in the registration's language, whose
 * token the browser kept.
 */
export const paymentReturnUrl = (
  publicUrl: string,
  id: string,
  outcome: 'done' | 'cancelled',
  locale: Locale = 'en',
) => `${publicUrl}${sitePath(locale, `/my-registration/${id}`)}?payment=${outcome}`;

/**
 * Payment of a registration's fee: the registrant's Stripe Checkout page, opened only when they ask for
 * it (an abandoned form costs nothing), and staff recording a payment made another way.
 */
export class PaymentService {
  constructor(
    private readonly db: Database,
    private readonly calendar: CalendarEventService,
    private readonly recorder: PaymentRecorder,
    private readonly mail: MailOutbox,
    private readonly throttle: SubmissionThrottleService,
    /** Null when online payment is off (STRIPE_* unset). */
    private readonly stripe: StripeClient | null,
    private readonly settings: { publicUrl: string },
    private readonly clock: Clock,
  ) {}

  get online(): boolean {
    return this.stripe !== null;
  }

  /** What the registrant can pay online now, or null (online payment off, free event, paid, cancelled, awaiting approval). */
  offer(registration: Registration, event: CalendarEvent | null): Fee | null {
    if (!this.stripe || !event) return null;
    if (registration.status === RegistrationStatus.CANCELLED) return null;
    if (registration.status === RegistrationStatus.PENDING_APPROVAL) return null;
    if (registration.paymentStatus !== PaymentStatus.UNPAID) return null;
    return feeOwed(registration, event);
  }

  async eventOf(registration: Registration): Promise<CalendarEvent | null> {
    if (!registration.eventId) return null;
    return (await this.calendar.findMany([registration.eventId])).get(registration.eventId) ?? null;
  }

  /**
   * The address of the registrant's Checkout page for the registration their private link opens: the
   * open session is reused, a new one created otherwise. Throttled per client address and per
   * registration, since each new session is a call to Stripe.
   */
  async startCheckout(id: string, token: string, clientAddress: string): Promise<string> {
    const registration = await findRegistration(this.db.dataSource.getRepository(Registration), id);
    if (!registration || !(await opensRegistration(this.db, registration, token))) {
      throw AppError.notFound(REGISTRATION_NOT_FOUND);
    }
    const stripe = this.stripe;
    if (!stripe) throw AppError.conflict('Online payment is not available. Please use the payment link.');
    if (registration.status === RegistrationStatus.CANCELLED)
      throw AppError.conflict('This registration is cancelled');
    if (registration.status === RegistrationStatus.PENDING_APPROVAL)
      throw AppError.conflict('This registration awaits our approval: no payment is due yet');
    // Its seat was freed (and perhaps offered to the waiting list), or is about to be once the expiry
    // task comes round: a payment now would buy no seat, so no page opens, not even one opened before.
    if (holdExpired(registration, this.clock.now()))
      throw AppError.conflict('The seat hold of this registration has expired');
    if (registration.paymentStatus !== PaymentStatus.UNPAID)
      throw AppError.conflict('This registration is already paid');
    const event = await this.eventOf(registration);
    const fee = event ? feeOwed(registration, event) : null;
    if (!event || !fee) throw AppError.conflict('This registration has no fee to pay online');
    // Outside callStripe: a library that cannot load is the site's fault (an internal error, logged), not
    // Stripe's (503).
    const client = await stripe();
    return this.throttle.admit({ clientAddress, recipient: `payment:${id}` }, async () => {
      const open = await this.openSession(client, registration.checkoutSessionId, fee);
      if (open) return open;
      const session = await this.callStripe(() =>
        client.checkout.sessions.create({
          mode: 'payment',
          client_reference_id: registration.id,
          metadata: { registrationId: registration.id, referenceCode: registration.referenceCode },
          customer_email: registration.email,
          expires_at: checkoutClosesAt(registration.holdUntil, this.clock.now()),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: fee.currency,
                unit_amount: fee.amount,
                product_data: { name: `${event.name} (${registration.referenceCode})` },
              },
            },
          ],
          success_url: paymentReturnUrl(
            this.settings.publicUrl,
            registration.id,
            'done',
            registration.locale,
          ),
          cancel_url: paymentReturnUrl(
            this.settings.publicUrl,
            registration.id,
            'cancelled',
            registration.locale,
          ),
        }),
      );
      if (!session.url)
        throw new AppError('UNAVAILABLE', 'The payment page could not be opened. Please try again.', {
          retryAfterSeconds: 60,
        });
      // Kept before the registrant can pay it: the webhook pays only through a session stored here.
      await this.db.transaction(async (manager) => {
        await manager.insert(CheckoutSession, {
          id: session.id,
          registrationId: id,
          amount: fee.amount,
          currency: fee.currency,
          status: CheckoutSessionStatus.OPEN,
          createdAt: this.clock.now(),
          closedAt: null,
        });
        await manager
          .createQueryBuilder()
          .update(Registration)
          .set({ checkoutSessionId: session.id })
          .where('id = :id AND paymentStatus = :unpaid', { id, unpaid: PaymentStatus.UNPAID })
          .execute();
      });
      return session.url;
    });
  }

  /**
   * Staff record a payment made another way (bank transfer, cash) with their reason, for the fee the
   * registration owes. Allowed whatever the registration's status; refused when it is already paid, so a payment is
   * never recorded twice.
   */
  async markPaid(id: string, request: StaffPayment, actor: Actor): Promise<Registration> {
    const reason = request.reason.trim();
    const reference = request.reference?.trim() || null;
    const errors = [
      ...(reason ? [] : [{ field: 'reason', message: 'Please say why the payment is recorded' }]),
      ...(reason.length > MAX_REASON
        ? [{ field: 'reason', message: `The reason must be at most ${MAX_REASON} characters` }]
        : []),
      ...(reference && reference.length > MAX_REFERENCE
        ? [{ field: 'reference', message: `The reference must be at most ${MAX_REFERENCE} characters` }]
        : []),
    ];
    if (errors.length > 0) throw AppError.badInput(errors);
    const current = await findRegistration(this.db.dataSource.getRepository(Registration), id);
    if (!current) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    if (current.paymentStatus === PaymentStatus.PAID)
      throw AppError.conflict('This registration is already paid');
    const event = await this.eventOf(current);
    const fee = event ? feeOwed(current, event) : null;
    const payment: ReceivedPayment = {
      amount: fee?.amount ?? null,
      currency: fee?.currency ?? null,
      reference,
      method: request.method,
      reason,
    };
    const paid = await this.db.transaction((manager) =>
      this.recorder.record(manager, current, payment, actor),
    );
    if (!paid) throw AppError.conflict('The registration was changed meanwhile. Please reload it.');
    this.mail.nudge();
    return paid;
  }

  /**
   * The address of the session still open for payment, or null (none, paid, expired, or opened for
   * another fee than the event's now: staff changed it, and a new page charges what is owed).
   */
  private async openSession(stripe: Stripe, sessionId: string | null, fee: Fee): Promise<string | null> {
    if (!sessionId) return null;
    const stored = await this.db.manager.findOneBy(CheckoutSession, { id: sessionId });
    if (!stored || stored.amount !== fee.amount || stored.currency !== fee.currency) return null;
    const session = await this.callStripe(() => stripe.checkout.sessions.retrieve(sessionId));
    return session.status === 'open' && session.url ? session.url : null;
  }

  /** Stripe unreachable or refusing is the site's problem, not the registrant's: 503, try again. */
  private async callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(
        'UNAVAILABLE',
        'The payment page could not be opened. Please try again in a minute.',
        { retryAfterSeconds: 60 },
      );
    }
  }
}
