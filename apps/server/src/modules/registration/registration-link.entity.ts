import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A further private link of a registration, mailed after its first (a reminder's). Each opens the
 * registration beside the registration's own link, so a later mail never breaks the link in an earlier
 * one; "Lost your link?" ends them all. Only the token's hash is kept, as for the registration's own.
 */
@Entity('registration_link')
@Index('IDX_registration_link_registration', ['registrationId'])
export class RegistrationLink {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 36 })
  registrationId: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
