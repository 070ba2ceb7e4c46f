import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ProgrammeKey } from '@academy/content';

/**
 * A certificate: what it says is copied from the registration, its event and the catalogue when it is
 * issued, so it reads the same however those change later. A correction is a new certificate that
 * replaces this one (`replacedBy`); a revoked one stays, so its number still answers "revoked".
 */
@Entity('certificate')
@Index('IDX_certificate_number', ['number'], { unique: true })
@Index('IDX_certificate_currentFor', ['currentFor'], { unique: true })
@Index('IDX_certificate_registrationId', ['registrationId'])
@Index('IDX_certificate_eventId', ['eventId'])
export class Certificate {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** 'CLA-2027-7KQM-4XPB'; null for a certificate from elsewhere (`external`), which has no public number. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  number: string | null;

  /**
   * The registration's id while this is its current certificate, null once replaced: unique, so a
   * registration has one current certificate however many staff issue at once.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  currentFor: string | null;

  /** The registration it certifies; null for a certificate from elsewhere. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  registrationId: string | null;

  /** Recorded by staff from another provider's certificate: not verifiable here. */
  @Column({ type: 'boolean', default: false })
  external: boolean;

  @Column({ type: 'varchar', length: 302 })
  nameAsCertificate: string;

  @Column({ type: 'varchar', length: 32 })
  programme: ProgrammeKey;

  @Column({ type: 'varchar', length: 200 })
  levelName: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  eventId: string | null;

  /** The event's first and last days (YYYY-MM-DD); endDate null for a one-day event. */
  @Column({ type: 'varchar', length: 10 })
  startDate: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  endDate: string | null;

  /** The level's hours in the catalogue when issued; null when it states none. */
  @Column({ type: 'int', nullable: true })
  hours: number | null;

  @Column({ type: 'varchar', length: 120 })
  trainer: string;

  @Column({ type: 'datetime', precision: 3 })
  issuedAt: Date;

  /** The admin's e-mail (as the audit log names them). */
  @Column({ type: 'varchar', length: 254 })
  issuedBy: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt: Date | null;

  /** Staff's reason: never shown on the public page. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  revokeReason: string | null;

  /** The number of the certificate that corrected this one. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  replacedBy: string | null;

  /** The number of the certificate this one corrected. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  replaces: string | null;
}
