import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import { clientAddressKey } from '../../common/client-address-key';
import { Clock } from '../../common/clock';
import { SubmissionLimits } from '../../config';
import type { Database } from '../../database/database';
import { LimitedHit, SharedStore, WindowCount } from '../shared-store/shared-store';
import { mailboxKey } from './mailbox-key';

/** How long each count runs before it starts again. */
export const SUBMISSION_WINDOWS_MS = {
  perAddress: 10 * 60_000,
  mailsPerRecipient: 60 * 60_000,
  // Seats are held until the event: a month keeps one address from filling it bit by bit.
  seats: 30 * 24 * 60 * 60_000,
} as const;

/** One public form's submission, as the throttle sees it. */
export interface Submission {
  /** Where the request came from (RequestAuth.clientAddress). */
  clientAddress: string;
  /** The visitor's e-mail address, which the submission's confirmation mail goes to. */
  recipient: string;
  /**
   * The seats it takes, if any: an event's for an enrolment, a session's for a family booking (the kinds
   * of calendar-event/seat.service.ts, named here as the throttle is set up before the seats).
   */
  seats?: { kind: 'event' | 'family-session'; id: string; count: number };
}

/** One of a submission's counts, with what its refusal says (given the wait, in words). */
interface SubmissionLimit extends LimitedHit {
  refusal: (wait: string) => string;
}

/**
 * Limits what one visitor can do with the public forms: submissions per client address, confirmation
 * mails per recipient (so nobody can flood someone else's inbox from many addresses) and seats per
 * address in one event or family session. Counted in the shared store (the database, or Redis), so
 * every instance sees the same counts, and before anything is stored: each count is one atomic step,
 * however many submissions arrive at once.
 */
export class SubmissionThrottleService {
  constructor(
    private readonly store: SharedStore,
    private readonly limits: SubmissionLimits,
    private readonly clock: Clock,
    private readonly db: Database,
  ) {}

  /**
   * Admits a submission and stores it (`work`) in one database transaction. With the shared store in
   * that database its counts are taken inside the transaction, so they commit with the submission and
   * roll back with it: one commit where admit makes three. A submission refused or failing still
   * counts once from its address, as with admit. With the store elsewhere (Redis) this is admit.
   */
  async admitIn<T>(submission: Submission, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const { store } = this;
    if (!store.hitWithinIn) return this.admit(submission, () => this.db.transaction(work));
    const limits = this.limitsOf(submission);
    try {
      return await this.db.transaction(async (manager) => {
        const over = await store.hitWithinIn!(manager, limits);
        if (over) throw this.refusal(over.window, limits[over.index].refusal);
        return work(manager);
      });
    } catch (error) {
      const [address] = limits;
      // Rolled back with the rest: the attempt is counted again from its address. When the database
      // itself fails this fails too, and the caller hears of the first failure.
      await store.hit(address.key, address.windowMs, address.amount).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Runs `store` (which stores the submission and queues its mails) when the submission is within
   * every limit; refuses it with RATE_LIMITED otherwise. Its counts are taken in order (address,
   * recipient, seats) in one call of the store, which stops at the first over its limit. A submission
   * refused here or failing in `store` (a full event) sent no mail and took no seat, so it gets those
   * counts back; it still counts as a submission from its address.
   */
  async admit<T>(submission: Submission, store: () => Promise<T>): Promise<T> {
    const limits = this.limitsOf(submission);
    const over = await this.store.hitWithin(limits);
    // What is given back on failure: every count taken but the address's.
    const giveBack = () =>
      Promise.all(
        limits
          .slice(1, over ? over.index + 1 : limits.length)
          .map(({ key, amount }) => this.store.forgive(key, amount)),
      );
    if (over) {
      await giveBack();
      throw this.refusal(over.window, limits[over.index].refusal);
    }
    try {
      return await store();
    } catch (error) {
      await giveBack();
      throw error;
    }
  }

  /**
   * The counts of a submission, in the order they are taken, each with the words of its refusal. An
   * address counts by clientAddressKey (an IPv6 client by its /64), a recipient by its mailbox.
   */
  private limitsOf({ clientAddress, recipient, seats }: Submission): SubmissionLimit[] {
    const address = clientAddressKey(clientAddress);
    const limits: SubmissionLimit[] = [
      {
        key: `submit:address:${address}`,
        windowMs: SUBMISSION_WINDOWS_MS.perAddress,
        amount: 1,
        limit: this.limits.perAddress,
        refusal: (wait) => `You have sent many forms in a short time. Please try again ${wait}.`,
      },
      {
        key: `submit:recipient:${mailboxKey(recipient)}`,
        windowMs: SUBMISSION_WINDOWS_MS.mailsPerRecipient,
        amount: 1,
        limit: this.limits.mailsPerRecipient,
        refusal: (wait) =>
          `We have already sent several e-mails to this address in the last hour. Please try again ${wait}.`,
      },
    ];
    if (seats) {
      const limit = seats.kind === 'event' ? this.limits.seatsPerEvent : this.limits.seatsPerFamilySession;
      const place = seats.kind === 'event' ? 'event' : 'session';
      limits.push({
        key: `submit:seats:${seats.kind}:${seats.id}:${address}`,
        windowMs: SUBMISSION_WINDOWS_MS.seats,
        amount: seats.count,
        limit,
        refusal: () =>
          `One visitor may book at most ${limit} seats in this ${place}. To book more, please contact us by phone or e-mail.`,
      });
    }
    return limits;
  }

  private refusal(window: WindowCount, message: (wait: string) => string): AppError {
    const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - this.clock.now().getTime()) / 1000));
    return new AppError('RATE_LIMITED', message(inWords(seconds)), { retryAfterSeconds: seconds });
  }
}

/** 'in 1 minute', 'in 10 minutes', 'in 3 hours', 'in 12 days'. */
function inWords(seconds: number): string {
  const plural = (count: number, unit: string) => `in ${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  if (seconds <= 48 * 60 * 60) return plural(Math.ceil(seconds / 3600), 'hour');
  return plural(Math.ceil(seconds / 86_400), 'day');
}
