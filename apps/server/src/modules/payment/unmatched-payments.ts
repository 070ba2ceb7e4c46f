import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { EntityManager, In, IsNull } from 'typeorm';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { formatAmount } from './payment-amount';
import { UnmatchedPayment } from './unmatched-payment.entity';

/** A payment received that does not match a fee, as the webhook read it. */
export interface ReceivedUnmatched {
  registrationId: string | null;
  sessionId: string;
  /** Minor units. */
  amount: number | null;
  /** ISO 4217, any case. */
  currency: string | null;
  reference: string | null;
  /** Why it matches no fee, as staff read it: a sentence. */
  reason: string;
}

/** Words staff look for in a history and a filter: the same as the list's payment filter. */
export const UNMATCHED_WORDS = 'Payment received that does not match a fee';

const amountOf = ({ amount, currency }: Pick<UnmatchedPayment, 'amount' | 'currency'>) =>
  amount !== null && currency ? formatAmount(amount, currency) : 'an unknown amount';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Payments received that match no fee: kept (once per Checkout session, however often Stripe sends it),
 * written into the history of the registration they seem meant for, shown to staff, and marked refunded
 * when Stripe says so. Nothing here confirms or pays a registration.
 */
export class UnmatchedPayments {
  /** The payments of the registrations asked for in one tick, read in one query (a list's rows). */
  private readonly byRegistration = new DataLoader<string, UnmatchedPayment[]>(
    async (ids) => {
      const rows = await this.db.manager.find(UnmatchedPayment, {
        where: { registrationId: In([...ids]) },
        order: { receivedAt: 'ASC', id: 'ASC' },
      });
      return ids.map((id) => rows.filter((row) => row.registrationId === id));
    },
    { cache: false },
  );

  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Keeps a payment inside the webhook's transaction; one already kept for its session is left as it is. */
  async record(manager: EntityManager, actor: Actor, payment: ReceivedUnmatched): Promise<void> {
    if (await manager.findOneBy(UnmatchedPayment, { sessionId: payment.sessionId })) return;
    const row: UnmatchedPayment = {
      id: randomUUID(),
      registrationId: payment.registrationId,
      sessionId: payment.sessionId,
      amount: payment.amount,
      currency: payment.currency?.toUpperCase() ?? null,
      reference: payment.reference,
      reason: payment.reason.slice(0, 200),
      receivedAt: this.clock.now(),
      refundedAt: null,
    };
    await manager.insert(UnmatchedPayment, row);
    if (!row.registrationId) return;
    await this.audit.record(manager, actor, {
      action: 'registration.payment',
      subjectKind: 'registration',
      subjectId: row.registrationId,
      summary: `${UNMATCHED_WORDS}: ${amountOf(row)} (reference ${row.reference ?? row.sessionId}); ${lowerFirst(row.reason)}. Nothing was confirmed: refund it`,
    });
  }

  /**
   * A refund of a payment kept here (by its PaymentIntent): a whole one marks it refunded, so it leaves
   * the payment filter. False when no payment kept here has that reference.
   */
  async refunded(
    manager: EntityManager,
    actor: Actor,
    reference: string,
    refund: { whole: boolean; amount: string },
  ): Promise<boolean> {
    const kept = await manager.findOneBy(UnmatchedPayment, { reference });
    if (!kept) return false;
    if (refund.whole) {
      await manager.update(
        UnmatchedPayment,
        { id: kept.id, refundedAt: IsNull() },
        { refundedAt: this.clock.now() },
      );
    }
    if (kept.registrationId) {
      await this.audit.record(manager, actor, {
        action: 'registration.payment',
        subjectKind: 'registration',
        subjectId: kept.registrationId,
        summary: `${refund.whole ? 'Refunded' : 'Partly refunded'} ${refund.amount} of the payment that did not match a fee (reference ${reference})`,
      });
    }
    return true;
  }

  /** The payments kept for a registration, oldest first. */
  forRegistration(id: string): Promise<UnmatchedPayment[]> {
    return this.byRegistration.load(id);
  }
}
