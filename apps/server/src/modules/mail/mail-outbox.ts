import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { MailAttachment, MailSubjectKind, OutboxMail } from './outbox-mail.entity';
import { RenderedMail } from './mail-template';
import { MAIL_SECRET, MailSeal } from './mail-secret';

/** One mail to queue: who gets it, what it says, and which record it is about. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  subject: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  about: { kind: MailSubjectKind; id: string };
  /**
   * A secret the mail carries (a private link's token). The content says MAIL_SECRET where it goes:
   * the outbox keeps it sealed and the worker puts it in only to send.
   */
  secret?: string;
}

/**
 * Queues mails inside the caller's transaction; the worker sends them once the transaction commits.
 * A failed or slow mail server therefore never fails, delays or loses the submission it announces.
 */
export class MailOutbox {
  private readonly listeners = new Set<() => void>();

  /**
   * @param domain PUBLIC_URL's host name: mails' Message-IDs and calendar invitations' UIDs end in it,
   *   which makes them unique to this site.
   */
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly domain: string,
    private readonly seal: MailSeal,
  ) {}

  async queue(manager: EntityManager, mails: OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    const now = this.clock.now();
    for (const { secret, subject, text, html, attachments = [] } of mails) {
      // Written into the content itself, a secret would be stored in clear: it belongs at MAIL_SECRET.
      if (
        secret &&
        [subject, text, html, ...attachments.map((a) => a.content)].some((part) => part.includes(secret))
      ) {
        throw new Error(`The mail "${subject}" has its secret in clear; write ${MAIL_SECRET} where it goes`);
      }
    }
    const rows = mails.map((mail): OutboxMail => ({
      id: randomUUID(),
      subjectKind: mail.about.kind,
      subjectId: mail.about.id,
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      sealedSecret: mail.secret ? this.seal.seal(mail.secret) : null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      claimToken: null,
      lastError: null,
      sentAt: null,
      createdAt: now,
    }));
    await this.db.insertRows(manager, OutboxMail, rows);
  }

  /** The mail as it is sent, its secret put back in (the worker's, and tests reading what was sent). */
  reveal(mail: OutboxMail): OutboxMail {
    return this.seal.reveal(mail);
  }

  /** Tells the worker that mails are waiting (call after the transaction that queued them commits). */
  nudge(): void {
    for (const listener of this.listeners) listener();
  }

  onQueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Removes every mail about a record, sent or not (erasure of a person's data). */
  async erase(manager: EntityManager, kind: MailSubjectKind, id: string): Promise<number> {
    const result = await manager.delete(OutboxMail, { subjectKind: kind, subjectId: id });
    return result.affected ?? 0;
  }
}
