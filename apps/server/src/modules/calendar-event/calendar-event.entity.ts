import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ProgrammeKey } from '@academy/content';

/**
 * A row of the practitioner event calendar (SPEC.md 3.6) with its seat count. Seeded once from
 * @academy/content; from then on the database is the source, so staff edits are kept.
 */
@Entity('calendar_event')
@Index('IDX_calendar_event_date_sortOrder', ['date', 'sortOrder'])
@Index('IDX_calendar_event_programme_date', ['programme', 'date'])
export class CalendarEvent {
  /** The content id, e.g. 'decode-mind-dubai-2025-08', or a generated one for events staff add. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The programme the event belongs to; the enrolment form lists the event under it. */
  @Column({ type: 'varchar', length: 32 })
  programme: ProgrammeKey;

  /** First day as ISO text (YYYY-MM-DD): sorts chronologically and never shifts with a time zone. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** Last day of a multi-day event, ISO; null for a one-day event. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  endDate: string | null;

  /** Start and end time as printed, e.g. '9:00 AM - 6:00 PM', in the provider's time zone. */
  @Column({ type: 'varchar', length: 40 })
  time: string;

  @Column({ type: 'varchar', length: 120 })
  location: string;

  @Column({ type: 'varchar', length: 120 })
  trainer: string;

  @Column({ type: 'varchar', length: 20 })
  type: string;

  @Column({ type: 'varchar', length: 60 })
  level: string;

  @Column({ type: 'varchar', length: 120 })
  participants: string;

  /** The fee as displayed, e.g. 'AED 375'. */
  @Column({ type: 'varchar', length: 40 })
  price: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The fee in whole units of the currency. */
  @Column({ type: 'int' })
  priceValue: number;

  @Column({ type: 'int' })
  seats: number;

  @Column({ type: 'int', default: 0 })
  seatsTaken: number;

  /** Open entry: nothing to enrol in and the fee is hidden. */
  @Column({ type: 'boolean', default: false })
  noEnroll: boolean;

  /** False once staff closed the event to enrolments. */
  @Column({ type: 'boolean', default: true })
  isOpen: boolean;

  /** Where a registrant pays (sent in the confirmation mail); null when payment is arranged otherwise. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  paymentLink: string | null;

  /** How many hours an unpaid seat is held (online payment); null: SEAT_HOLD_HOURS. */
  @Column({ type: 'int', nullable: true })
  seatHoldHours: number | null;

  /** The site page describing the programme, e.g. '/decode'. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  pageLink: string | null;

  /** Keeps the published order among events of the same day. */
  @Column({ type: 'int' })
  sortOrder: number;
}
