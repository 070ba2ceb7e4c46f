import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One registrant present on one day of their event. An undo deletes the row: the audit log keeps
 * who checked in and who undid it, so this table says only who is in today.
 */
@Entity('attendance')
@Index('IDX_attendance_registrationId_day', ['registrationId', 'day'], { unique: true })
@Index('IDX_attendance_eventId_day', ['eventId', 'day'])
export class Attendance {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  registrationId: string;

  /** The registration's event when checked in (kept so a day's count needs no join). */
  @Column({ type: 'varchar', length: 64 })
  eventId: string;

  /** The day attended, ISO YYYY-MM-DD in the provider's time zone (Dubai). */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'datetime', precision: 3 })
  checkedInAt: Date;

  /** The admin account that checked them in; null once that account is removed. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  checkedInById: string | null;

  /** The admin's e-mail at the time, as the audit log names them. */
  @Column({ type: 'varchar', length: 254 })
  checkedInBy: string;
}
