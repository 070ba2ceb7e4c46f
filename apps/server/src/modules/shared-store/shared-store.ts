/** A counter of attempts in a fixed window: how many so far, and when the window ends. */
export interface WindowCount {
  count: number;
  resetAt: Date;
}

/**
 * What every instance of the server must see alike: revoked admin sessions and login-throttle
 * counters. Kept in the database by default and in Redis when REDIS_URL is set; never only in one
 * process's memory, or a second instance would accept a signed-out token or a throttled guesser.
 */
export interface SharedStore {
  /** Marks a session revoked until `until` (after which its token has expired anyway). */
  revoke(sessionId: string, until: Date): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
  /** Counts one more attempt under `key`; a window of `windowMs` starts with the first attempt. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count under `key` without adding to it. */
  peek(key: string): Promise<WindowCount | undefined>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
