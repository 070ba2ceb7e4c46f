import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A row of the practitioner event calendar (SPEC.md 3.6) with its seat count. Seeded once from
 * @academy/content; from then on the database is the source, so staff edits are kept.
 */
@Entity('calendar_event')
@Index('IDX_calendar_event_date_sortOrder', ['date', 'sortOrder'])
export class CalendarEvent {
  /** The content id, e.g. 'decode-mind-dubai-2025-08'. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** First day as ISO text (YYYY-MM-DD): sorts chronologically and never shifts with a time zone. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** Start and end time as printed. */
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

  /** The site page describing the programme, e.g. '/decode'. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  pageLink: string | null;

  /** Keeps the published order among events of the same day. */
  @Column({ type: 'int' })
  sortOrder: number;
}
