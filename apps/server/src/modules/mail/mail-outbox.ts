import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { MailAttachment, MailSubjectKind, OutboxMail } from './outbox-mail.entity';
import { RenderedMail } from './mail-template';

/** One mail to queue: who gets it, what it says, and which record it is about. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  subject: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  about: { kind: MailSubjectKind; id: string };
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
    private readonly clock: Clock,
    readonly domain: string,
  ) {}

  async queue(manager: EntityManager, mails: OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    const now = this.clock.now();
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
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      claimToken: null,
      lastError: null,
      sentAt: null,
      createdAt: now,
    }));
    await manager.createQueryBuilder().insert().into(OutboxMail).values(rows).updateEntity(false).execute();
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
