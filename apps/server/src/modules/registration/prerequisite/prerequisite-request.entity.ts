import { Column, Entity, PrimaryColumn } from 'typeorm';

export type PrerequisiteDecision = 'approved' | 'declined';

/**
 * An enrolment taken pending staff approval: the level it needed first and the registrant's note on
 * where they completed it. Kept after the decision, which staff read beside the registration.
 */
@Entity('prerequisite_request')
export class PrerequisiteRequest {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  registrationId: string;

  /** The level needed first, as PROGRAMME_LEVELS names it. */
  @Column({ type: 'varchar', length: 200 })
  neededLevel: string;

  @Column({ type: 'varchar', length: 500 })
  note: string;

  @Column({ type: 'datetime', precision: 3 })
  requestedAt: Date;

  @Column({ type: 'varchar', length: 16, nullable: true })
  decision: PrerequisiteDecision | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  decidedAt: Date | null;
}
