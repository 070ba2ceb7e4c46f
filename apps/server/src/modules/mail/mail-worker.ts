import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Database } from '../../database/database';
import { Clock } from '../../common/clock';
import { Logger, maskPersonalData } from '../../common/logger';
import { MailOutbox } from './mail-outbox';
import { MailTransport } from './mail-transport';
import { OutboxMail, OutboxStatus } from './outbox-mail.entity';

export interface MailWorkerOptions {
  /** How often the worker looks for mails due, besides being nudged when one is queued. */
  pollMs: number;
  /** The first retry waits this long; each later one twice as long as the one before, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many refused attempts a mail is marked failed and no longer retried. */
  maxAttempts: number;
  /** How long a claimed mail belongs to one worker; long enough for any SMTP conversation. */
  claimMs: number;
  /**
   * Mails claimed at once: a batch costs three statements (find, claim, mark sent) however many mails
   * it holds, and a crash resends at most one batch (with the same Message-IDs).
   */
  batchSize: number;
  /**
   * A nudge starts a round this much later, so the mails of submissions arriving meanwhile go out in
   * the same round, in full batches, rather than a round of a few mails each.
   */
  nudgeDelayMs: number;
}

export const DEFAULT_MAIL_WORKER_OPTIONS: MailWorkerOptions = {
  pollMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  claimMs: 2 * 60_000,
  // Under load (npm run bench: some 400 mails a second) batches of 10 cost 0.3 statements a mail;
  // 50 cost 0.06, and even over SMTP a batch is sent well within its claim.
  batchSize: 50,
  nudgeDelayMs: 100,
};

/** When the next attempt of a mail refused `attempts` times may run: exponential backoff with a cap. */
export function retryDelayMs(
  attempts: number,
  options: Pick<MailWorkerOptions, 'baseDelayMs' | 'maxDelayMs'>,
): number {
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * When a mail is due, by status: a pending one once its time has come, a sending one once its worker let
 * the claim lapse. The column is the one its index reads in order.
 */
const DUE = [
  { status: 'sending', column: 'lockedUntil', condition: 'lockedUntil < :now' },
  { status: 'pending', column: 'nextAttemptAt', condition: 'nextAttemptAt <= :now' },
] as const satisfies readonly { status: OutboxStatus; column: keyof OutboxMail; condition: string }[];

const DUE_NOW = DUE.map(({ status, condition }) => `(status = '${status}' AND ${condition})`).join(' OR ');

/**
 * Sends what the outbox holds. Several instances may run one each: a mail is claimed by a conditional
 * UPDATE before it is sent, so only one worker sends it, and it is marked sent as soon as the server
 * has accepted it. A worker that dies between the two lets its claim lapse; the mail is then sent again
 * with the same Message-ID, which mail clients show once.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** A round is scheduled by a nudge already: later nudges join it. */
  private nudged = false;
  private stopped = true;
  /** Set by stop(): a round in progress hands back what it claimed and has not sent yet. */
  private halting = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly outbox: Pick<MailOutbox, 'reveal'>,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: MailWorkerOptions = DEFAULT_MAIL_WORKER_OPTIONS,
  ) {}

  private get mails(): Repository<OutboxMail> {
    return this.db.dataSource.getRepository(OutboxMail);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.halting = false;
    this.schedule(0);
  }

  /** Ends after the mail being sent now, so a long backlog never holds up a shutdown. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halting = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /**
   * Runs a round soon (a mail was just queued): within nudgeDelayMs, however many nudges arrive
   * meanwhile; a round already running runs once more, as soon.
   */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else if (!this.nudged) {
      this.nudged = true;
      this.schedule(this.options.nudgeDelayMs);
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), delayMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    this.nudged = false;
    if (this.stopped || this.running) return;
    this.running = this.sendDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'Mail worker round failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const more = this.again;
        this.again = false;
        this.nudged = more;
        this.schedule(more ? this.options.nudgeDelayMs : this.options.pollMs);
      });
    await this.running;
  }

  /**
   * Sends every mail that is due now, a batch at a time, until a batch is short (nothing more was
   * due); returns how many were delivered. Tests call it directly.
   */
  async sendDue(): Promise<number> {
    await this.transport.open();
    let delivered = 0;
    // A claim lapses after minutes: looking for lapsed ones once a round is soon enough.
    let lapsedToo = true;
    for (;;) {
      if (this.halting) return delivered;
      const { claimed, more } = await this.claimDue(lapsedToo);
      lapsedToo = false;
      const sent: OutboxMail[] = [];
      try {
        for (const [index, mail] of claimed.entries()) {
          if (this.halting) {
            await this.release(claimed.slice(index));
            return delivered + sent.length;
          }
          if (await this.deliver(mail)) sent.push(mail);
        }
      } finally {
        // One UPDATE for the batch. Until it runs the mails count as claimed, so a crash before it
        // resends at most this batch (with the same Message-IDs), as it would a mail in flight.
        await this.markSent(sent);
      }
      delivered += sent.length;
      if (!more) return delivered;
    }
  }

  /** Hands claimed mails back untried, for the next round of any worker. */
  private async release(mails: OutboxMail[]): Promise<void> {
    await this.finishAll(mails, {
      status: 'pending',
      lockedUntil: null,
      attempts: () => 'attempts - 1',
    });
  }

  /**
   * Claims the next batch, lapsed claims first when `lapsedToo`: one query per status rather than one
   * with OR, so that each reads its index in order and never sorts the whole backlog. Each is claimed
   * only if still due. `more` says whether more may be due (the batch was full).
   */
  private async claimDue(lapsedToo: boolean): Promise<{ claimed: OutboxMail[]; more: boolean }> {
    const now = this.clock.now();
    const candidates: OutboxMail[] = [];
    for (const { status, column, condition } of lapsedToo ? DUE : DUE.slice(1)) {
      const due = await this.mails
        .createQueryBuilder('mail')
        .where('mail.status = :status', { status })
        .andWhere(condition, { now })
        .orderBy(`mail.${column}`, 'ASC')
        .limit(this.options.batchSize - candidates.length)
        .getMany();
      candidates.push(...due);
      if (candidates.length === this.options.batchSize) break;
    }
    const more = candidates.length === this.options.batchSize;
    if (candidates.length === 0) return { claimed: [], more };
    // One conditional UPDATE claims the batch: only mails still due become this worker's, however many
    // workers look at once, in one round trip instead of one per mail.
    const claim = {
      status: 'sending' as const,
      claimToken: randomUUID(),
      lockedUntil: new Date(now.getTime() + this.options.claimMs),
    };
    const { affected } = await this.db.statement((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMail)
        .set({ ...claim, attempts: () => 'attempts + 1' })
        .where('id IN (:...ids)', { ids: candidates.map((mail) => mail.id) })
        .andWhere(`(${DUE_NOW})`, { now })
        .execute(),
    );
    // All claimed (the usual case): the rows are known without reading them again.
    if (affected === candidates.length) {
      const claimed = candidates.map((mail) => ({ ...mail, ...claim, attempts: mail.attempts + 1 }));
      return { claimed, more };
    }
    const order = new Map(candidates.map((mail, index) => [mail.id, index]));
    const claimed = await this.mails.findBy({ claimToken: claim.claimToken });
    return { claimed: claimed.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)), more };
  }

  /** Sends one claimed mail; false when the mail server refused it (then it is rescheduled or failed). */
  private async deliver(mail: OutboxMail): Promise<boolean> {
    try {
      await this.transport.deliver(this.outbox.reveal(mail));
      return true;
    } catch (error) {
      await this.refused(mail, error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  /** A sent mail needs its secret no more: no row keeps a way into a registration. */
  private async markSent(mails: OutboxMail[]): Promise<void> {
    await this.finishAll(mails, {
      status: 'sent',
      sentAt: this.clock.now(),
      lockedUntil: null,
      lastError: null,
      sealedSecret: null,
    });
  }

  private async refused(mail: OutboxMail, reason: string): Promise<void> {
    const exhausted = mail.attempts >= this.options.maxAttempts;
    const nextAttemptAt = new Date(this.clock.now().getTime() + retryDelayMs(mail.attempts, this.options));
    if (exhausted) {
      // The mail's id finds its recipient for staff; a mail server's refusal often names the address.
      this.logger.error(
        { mailId: mail.id, attempts: mail.attempts, reason: maskPersonalData(reason) },
        'Mail refused too often: giving up',
      );
    }
    await this.finish(mail, {
      status: exhausted ? 'failed' : 'pending',
      nextAttemptAt,
      lockedUntil: null,
      lastError: reason.slice(0, 500),
    });
  }

  /** Records the outcome, only while this worker's claim is still the row's. */
  private async finish(mail: OutboxMail, changes: QueryDeepPartialEntity<OutboxMail>): Promise<void> {
    await this.finishAll([mail], changes);
  }

  /** The same outcome for mails of one claim, in one UPDATE. */
  private async finishAll(mails: OutboxMail[], changes: QueryDeepPartialEntity<OutboxMail>): Promise<void> {
    if (mails.length === 0) return;
    await this.db.statement((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMail)
        .set({ ...changes, claimToken: null })
        .where('id IN (:...ids)', { ids: mails.map((mail) => mail.id) })
        .andWhere('claimToken = :claimToken', { claimToken: mails[0].claimToken })
        .execute(),
    );
  }
}
