import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Locale } from '@academy/content';
import type { SeatedKind } from '../calendar-event/seat.service';
import { WaitingListStatus } from './waiting-list-status.enum';

/**
 * Someone waiting for a seat of a full calendar event or family session. An entry joins the line only
 * once its address opens the link mailed to it (anyone can type any address into the form). The first
 * waiting entry by position is offered the next freed seat: the seat stays taken for it until it is
 * claimed through the mailed link or the offer lapses.
 */
@Entity('waiting_list_entry')
@Index('IDX_waiting_list_entry_line', ['kind', 'subjectId', 'status', 'position'])
@Index('IDX_waiting_list_entry_status_offerExpiresAt', ['status', 'offerExpiresAt'])
@Index('IDX_waiting_list_entry_claimTokenHash', ['claimTokenHash'], { unique: true })
@Index('IDX_waiting_list_entry_joinTokenHash', ['joinTokenHash'], { unique: true })
@Index('IDX_waiting_list_entry_status_confirmBy', ['status', 'confirmBy'])
export class WaitingListEntry {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: SeatedKind;

  /** The calendar event's or the family session's id. */
  @Column({ type: 'varchar', length: 64 })
  subjectId: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** As typed, like a registration's. */
  @Column({ type: 'varchar', length: 30 })
  mobileNo: string;

  /** '+971501234567'; null for ten digits without a country code. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  mobileNoE164: string | null;

  /** The place in line: lower goes first; staff may reorder. Given when the entry is confirmed (0 before). */
  /** The language the address asked in (issue 30): its mails and claim link are in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: Locale;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 16 })
  status: WaitingListStatus;

  /** SHA-256 of the claim link's token; the token itself is only in the offer mail. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  claimTokenHash: string | null;

  /**
   * SHA-256 of the token of the link that confirms the entry; kept once confirmed, so opening the link
   * again shows the place in line.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  joinTokenHash: string | null;

  /** Until when an unconfirmed entry may be confirmed; after that it is deleted. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  confirmBy: Date | null;

  /** Until when the offered seat is held for this entry. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  offerExpiresAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
