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

  /**
   * The event's regular fee, as displayed ('AED 1,872', or 'Free'): its level's fee in the catalogue,
   * which writes it here whenever it changes (and the event manager when the event's level does), so
   * the event's readers need not ask the catalogue. Staff never enter it; an open-entry event and one
   * of a programme without levels are free.
   */
  @Column({ type: 'varchar', length: 40 })
  price: string;

  /** The regular fee's currency: the level's. */
  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The regular fee in whole units of the currency; 0 when free. */
  @Column({ type: 'int' })
  priceValue: number;

  /** A price staff gave this event instead of the regular fee, named ('Early bird'); null for none. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  offerName: string | null;

  /** The offer's price in whole units of the level's currency. */
  @Column({ type: 'int', nullable: true })
  offerAmount: number | null;

  /** The offer's last day (ISO YYYY-MM-DD, in Dubai): from the next day the regular fee applies. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  offerEndsOn: string | null;

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
