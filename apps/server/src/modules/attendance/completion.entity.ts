import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How a registration came to be completed: it attended every day, or staff said so with a reason. */
export type CompletionHow = 'attendance' | 'staff';

/**
 * A completed registration: the one place certificates and learners' paths read completion from.
 * An 'attendance' row is written and deleted in the same transaction as the check-in or undo that
 * decides it; a 'staff' row stands whatever the attendance until staff remove it.
 */
@Entity('registration_completion')
export class Completion {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  registrationId: string;

  @Column({ type: 'datetime', precision: 3 })
  completedAt: Date;

  @Column({ type: 'varchar', length: 16 })
  how: CompletionHow;

  /** The admin's e-mail when staff marked it by hand; null for attendance. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  byStaff: string | null;

  /** Why staff marked it completed by hand; null for attendance. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}
