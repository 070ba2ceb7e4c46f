import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A further private link of a registration, mailed after its first. A reminder's (and an "already
 * registered" mail's) opens the registration beside its other links, so a later mail never breaks the
 * link in an earlier one. A "Lost your link?" mail's link `replacesOthers`: it opens the registration
 * beside the others too, until it is first used; then it becomes the registration's own link and every
 * other one ends (private-links.ts). So whoever asks for an address's links breaks nothing. Only
 * the token's hash is kept, as for the registration's own.
 */
@Entity('registration_link')
@Index('IDX_registration_link_registration', ['registrationId'])
export class PrivateLink {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 36 })
  registrationId: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** Mailed by "Lost your link?": once used, it replaces the registration's other links. */
  @Column({ type: 'boolean', default: false })
  replacesOthers: boolean;
}
