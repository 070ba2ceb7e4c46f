import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A private link of a registration that a "Lost your link?" link replaced when it was first opened:
 * it opens nothing any more, but the page it leads to can say why and since when, instead of a bare
 * "not found". Only the token's hash is kept, as for the links that work.
 */
@Entity('replaced_registration_link')
@Index('IDX_replaced_registration_link_registration', ['registrationId'])
export class ReplacedPrivateLink {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 36 })
  registrationId: string;

  /** When the newer link that replaced it was mailed. */
  @Column({ type: 'datetime', precision: 3 })
  replacedAt: Date;
}
