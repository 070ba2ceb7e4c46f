import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who changed what, when: one row per admin change to a registration, enquiry, booking or event. */
@Entity('audit_entry')
@Index('IDX_audit_entry_subject', ['subjectKind', 'subjectId', 'at'])
export class AuditEntry {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'datetime', precision: 3 })
  at: Date;

  /** The admin account; null when the account has since been removed. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId: string | null;

  /** The admin's e-mail at the time (or 'registrant' for a change made through a private link). */
  @Column({ type: 'varchar', length: 254 })
  actor: string;

  /** What was done, e.g. 'registration.status', 'event.update'. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 32 })
  subjectKind: string;

  @Column({ type: 'varchar', length: 64 })
  subjectId: string;

  /** A short human-readable summary, e.g. 'pending → confirmed'. */
  @Column({ type: 'varchar', length: 500 })
  summary: string;
}
