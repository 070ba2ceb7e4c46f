import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A real, signed payment that does not match a fee: a Checkout session this site did not create for the
 * registration, an amount or currency other than the one owed, or a second payment of a paid
 * registration. It confirms nothing; staff see it on the registration (when one can be told) and in
 * the registrations' payment filter, and refund it.
 */
@Entity('unmatched_payment')
@Index('IDX_unmatched_payment_registration', ['registrationId'])
@Index('IDX_unmatched_payment_sessionId', ['sessionId'], { unique: true })
@Index('IDX_unmatched_payment_reference', ['reference'])
export class UnmatchedPayment {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /**
   * The registration it seems meant for, for staff to look at: the session's own (when this site created
   * it) or the one it names; null when it names none of this site's.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  registrationId: string | null;

  /** The Checkout session paid (cs_…): one record per session, however often Stripe sends it. */
  @Column({ type: 'varchar', length: 255 })
  sessionId: string;

  /** Minor units; null when the event did not say. */
  @Column({ type: 'int', nullable: true })
  amount: number | null;

  /** ISO 4217, upper case ('AED'); null when the event did not say. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  currency: string | null;

  /** Stripe's PaymentIntent id, what a refund names. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  reference: string | null;

  /** Why it matches no fee, in staff's words. */
  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @Column({ type: 'datetime', precision: 3 })
  receivedAt: Date;

  /** When Stripe said it was refunded in full: it leaves the payment filter then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  refundedAt: Date | null;
}
