import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * pending: waiting for its (next) attempt. sending: claimed by a worker until `lockedUntil`. sent: the
 * mail server (or the outbox folder) has it. failed: every attempt was refused; kept for staff to see.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** What a mail is about: erasing a person's registration erases its queued mails too. */
export type MailSubjectKind =
  'registration' | 'enquiry' | 'family-booking' | 'waiting-list-entry' | 'admin-user';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text, or with `encoding` 'base64' the bytes of a binary file (an image). */
  content: string;
  /** 'base64' for a binary file (a certificate's PDF), kept as text in the outbox; plain text otherwise. */
  encoding?: 'base64';
  /** Shown inside the HTML (`<img src="cid:…">`) rather than listed as a file. */
  cid?: string;
}

/**
 * A mail queued in the same transaction as the record it announces (the transactional outbox), so a
 * stored submission always gets its mails and a rolled-back one never does. The worker sends it.
 */
@Entity('outbox_mail')
@Index('IDX_outbox_mail_status_next', ['status', 'nextAttemptAt'])
@Index('IDX_outbox_mail_subject', ['subjectKind', 'subjectId'])
export class OutboxMail {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  subjectKind: MailSubjectKind;

  @Column({ type: 'varchar', length: 36 })
  subjectId: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  replyTo: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** JSON list of MailAttachment (an .ics invitation), or null. */
  @Column({ type: 'text', nullable: true })
  attachments: string | null;

  /**
   * The mail's secret (a private link's token), sealed (MailSeal), in place of MAIL_SECRET in the
   * bodies; cleared once the mail is sent, so no row keeps a way into a registration.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  sealedSecret: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** While `sending`: when the claim lapses (a worker that crashed mid-send lets go). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  lockedUntil: Date | null;

  /** Which claim may finish the row: a worker whose claim lapsed cannot overwrite a newer one. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
