import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ProgrammeKey } from '@academy/content';
import { RegistrationStatus } from './registration-status.enum';

/**
 * One word of a registration's searchable fields (names, e-mail, level, workshop, mobile), folded to
 * lower case without accents. Staff search by word prefix through this table instead of scanning the
 * registrations; it carries the registration's programme, status and date so that a dashboard page is
 * answered from its own index, newest first, without visiting the registrations.
 */
@Entity('registration_search_term')
@Index('IDX_registration_search_term_page', ['term', 'programme', 'createdAt'])
@Index('IDX_registration_search_term_registration', ['registrationId', 'term'])
export class RegistrationSearchTerm {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  term: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  registrationId: string;

  @Column({ type: 'varchar', length: 32 })
  programme: ProgrammeKey;

  @Column({ type: 'varchar', length: 16 })
  status: RegistrationStatus;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
