import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MailSubjectKind } from '../mail/outbox-mail.entity';

/**
 * A reminder that went out: its key is what makes each reminder go once, whichever instance sends it
 * and however often the worker runs (the second insert of a key fails and its mail is not queued).
 */
@Entity('reminder_sent')
export class ReminderSent {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  subjectKind: Extract<MailSubjectKind, 'registration' | 'family-booking'>;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  subjectId: string;

  /** How many days before the event: 7 or 1. */
  @PrimaryColumn({ type: 'int' })
  days: number;

  @Column({ type: 'datetime', precision: 3 })
  sentAt: Date;
}
