import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { CataloguedProgramme } from '@academy/content';

/**
 * A level of a programme people enrol in, with its one fee, currency and duration: the catalogue
 * (issue 26). Seeded from @academy/content's CATALOGUE_SEED; from then on staff change it in the
 * admin, and every calendar event of the level takes its fee from here.
 */
@Entity('programme_level')
@Index('IDX_programme_level_programme_level', ['programme', 'level'], { unique: true })
export class ProgrammeLevel {
  /** 'DECODE-2': the programme and the level's rank there, short enough for the audit log's subject. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  programme: CataloguedProgramme;

  /** The level's name as registrants choose it (PROGRAMME_LEVELS), e.g. 'Level 2: Decode Your Behaviour'. */
  @Column({ type: 'varchar', length: 120 })
  level: string;

  /** Whole units of the currency. */
  @Column({ type: 'int' })
  feeAmount: number;

  /** ISO 4217 code, upper case ('AED'). */
  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'int' })
  durationDays: number;

  /** Teaching and supervised practice hours; null where the programme states none. */
  @Column({ type: 'int', nullable: true })
  hours: number | null;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
