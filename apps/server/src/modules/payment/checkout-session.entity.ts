import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where a Checkout session this site created stands: open, completed (paid) or expired unpaid. */
export enum CheckoutSessionStatus {
  OPEN = 'open',
  COMPLETED = 'completed',
  EXPIRED = 'expired',
}

/**
 * A Stripe Checkout session this site created for a registration, kept when it is created: a signed
 * completed event pays a registration only through one of these, and only for the amount and currency
 * stored here. What the session says of itself (client_reference_id, metadata) is never trusted for that:
 * anyone can open a Checkout session or a Payment Link naming a registration.
 */
@Entity('checkout_session')
@Index('IDX_checkout_session_registration', ['registrationId'])
export class CheckoutSession {
  /** Stripe's id (cs_…). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  registrationId: string;

  /** What the session charges: the registration's fee in minor units when it was created. */
  @Column({ type: 'int' })
  amount: number;

  /** ISO 4217, lower case as Stripe writes it ('aed'). */
  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16 })
  status: CheckoutSessionStatus;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** When it completed or expired; null while open. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  closedAt: Date | null;
}
