import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ProgrammeKey } from '@academy/content';

/**
 * A level a learner completed elsewhere, recorded by staff: it counts for prerequisites and shows in
 * the learner's path, marked external, and has no certificate number of ours.
 */
@Entity('external_completion')
@Index('IDX_external_completion_email', ['email'])
export class ExternalCompletion {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** The learner: the address in lower case. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  programme: ProgrammeKey;

  /** As PROGRAMME_LEVELS names it. */
  @Column({ type: 'varchar', length: 200 })
  level: string;

  /** What staff saw: the other provider's certificate, its date. */
  @Column({ type: 'varchar', length: 500 })
  note: string;

  /** The registration staff recorded it from. */
  @Column({ type: 'varchar', length: 36 })
  registrationId: string;

  @Column({ type: 'datetime', precision: 3 })
  recordedAt: Date;

  @Column({ type: 'varchar', length: 254 })
  recordedBy: string;
}
