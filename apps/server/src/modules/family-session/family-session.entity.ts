import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A private Family Constellation session families book a time slot of (SPEC.md 2.11, 3.6). */
@Entity('family_session')
@Index('IDX_family_session_date', ['date'])
export class FamilySession {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  venue: string;

  /** ISO YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** JSON list of the slots offered, as printed ('10:00 AM - 11:30 AM'). */
  @Column({ type: 'text' })
  timeSlots: string;

  /** IANA zone the slots' times are in. */
  @Column({ type: 'varchar', length: 64 })
  timeZone: string;

  @Column({ type: 'int' })
  seats: number;

  @Column({ type: 'int', default: 0 })
  seatsTaken: number;

  /** False once staff closed it to bookings. */
  @Column({ type: 'boolean', default: true })
  isOpen: boolean;
}
