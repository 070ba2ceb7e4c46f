import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe webhook event already applied: Stripe may deliver one more than once. */
@Entity('payment_event')
export class PaymentEvent {
  /** Stripe's event id (evt_…). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'datetime', precision: 3 })
  receivedAt: Date;
}
