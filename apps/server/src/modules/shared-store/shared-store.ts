import type { EntityManager } from 'typeorm';

/** A counter of attempts in a fixed window: how many so far, and when the window ends. */
export interface WindowCount {
  count: number;
  resetAt: Date;
}

/** One count of `hitWithin`: `amount` more under `key`, which may reach `limit` but not pass it. */
export interface LimitedHit {
  key: string;
  windowMs: number;
  amount: number;
  limit: number;
}

/** The count of `hitWithin` that went over its limit: its place in the list, and its window. */
export interface OverLimit {
  index: number;
  window: WindowCount;
}

/**
 * What every instance of the server must see alike: revoked admin sessions and login-throttle
 * counters (sign-in and public submissions). Kept in the database by default and in Redis when REDIS_URL is set; never only in one
 * process's memory, or a second instance would accept a signed-out token or a throttled guesser.
 */
export interface SharedStore {
  /** Marks a session revoked until `until` (after which its token has expired anyway). */
  revoke(sessionId: string, until: Date): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
  /**
   * Counts `amount` more (one attempt, or the seats a booking takes) under `key`, atomically, and
   * answers the new count: a window of `windowMs` starts with the first hit.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
  /**
   * Counts `hits` in their order, each atomically like `hit`, up to the first that takes its count over
   * its limit (those after it are not counted), in as few round trips as the store allows. Answers
   * that one, or undefined when every count is within its limit.
   */
  hitWithin(hits: readonly LimitedHit[]): Promise<OverLimit | undefined>;
  /**
   * hitWithin inside the caller's database transaction, for a store kept in that database: the counts
   * commit or roll back with the submission they admit. Absent from a store kept elsewhere (Redis).
   */
  hitWithinIn?(manager: EntityManager, hits: readonly LimitedHit[]): Promise<OverLimit | undefined>;
  /**
   * The running count under `key`, counting nothing: 0 when nothing was counted or its window has ended.
   */
  count(key: string): Promise<number>;
  /** Takes back `amount` counted by `hit` (never below 0): the attempt turned out not to count. */
  forgive(key: string, amount?: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
