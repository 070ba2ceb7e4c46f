import { createHash } from 'node:crypto';
import { EntityManager, LessThan } from 'typeorm';
import { Database } from '../../database/database';
import { Clock } from '../../common/clock';
import { LimitedHit, OverLimit, SharedStore, WindowCount } from './shared-store';
import { RevokedSession, ThrottleCounter } from './shared-store.entities';

/**
 * Counts under a key (parameters: key, amount, new window's end, now, amount, amount, now); an ended
 * window restarts at the amount. On MySQL the new count of an existing row is also handed back as the
 * statement's insert id (LAST_INSERT_ID(expr)), so no SELECT is needed to read it; a new row's count
 * is the amount. On SQLite the row comes back (RETURNING).
 */
const MYSQL_HIT =
  'INSERT INTO throttle_counter (`key`, `count`, resetAt) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE ' +
  '`count` = LAST_INSERT_ID(IF(resetAt <= ?, ?, `count` + ?)), resetAt = IF(resetAt <= ?, VALUES(resetAt), resetAt)';
const SQLITE_HIT =
  'INSERT INTO throttle_counter ("key", "count", resetAt) VALUES (?, ?, ?) ON CONFLICT("key") DO UPDATE SET ' +
  '"count" = CASE WHEN resetAt <= ? THEN ? ELSE "count" + ? END, ' +
  'resetAt = CASE WHEN resetAt <= ? THEN excluded.resetAt ELSE resetAt END RETURNING "count", resetAt';
/** Both engines read backquoted names (parameters: amount, amount, key). */
const FORGIVE =
  'UPDATE throttle_counter SET `count` = CASE WHEN `count` > ? THEN `count` - ? ELSE 0 END WHERE `key` = ?';

/**
 * Ended windows, a batch at a time (parameter: now): a missing row and an ended one count alike, so
 * dropping them changes no count. SQLite has no DELETE … LIMIT; MariaDB no LIMIT in an IN subquery.
 */
const MYSQL_PURGE = 'DELETE FROM throttle_counter WHERE resetAt <= ? ORDER BY resetAt LIMIT ?';
const SQLITE_PURGE =
  'DELETE FROM throttle_counter WHERE rowid IN (SELECT rowid FROM throttle_counter WHERE resetAt <= ? LIMIT ?)';
/** Rows one purge statement may delete: short enough to hold no lock for long. */
export const PURGE_BATCH = 1000;

/** The key column's width; longer keys (a long e-mail address) are stored as their digest. */
const KEY_MAX_LENGTH = 200;

/** better-sqlite3 compares the text TypeORM stores its dates as (UTC, a space for the T, no Z). */
const stamp = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

function storedKey(key: string): string {
  return key.length <= KEY_MAX_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** The shared store in the application's own database: nothing more to run, shared by every instance. */
export class DatabaseStore implements SharedStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async revoke(sessionId: string, until: Date): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.delete(RevokedSession, { until: LessThan(this.clock.now()) });
      await manager
        .createQueryBuilder()
        .insert()
        .into(RevokedSession)
        .values({ id: sessionId, until })
        .orIgnore()
        .execute();
    });
  }

  isRevoked(sessionId: string): Promise<boolean> {
    return this.db.manager.existsBy(RevokedSession, { id: sessionId });
  }

  /**
   * One atomic statement per attempt (an upsert), so concurrent attempts on any instance all count:
   * a window that has ended starts again at 1.
   */
  async hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
    if (this.db.engine === 'sqlite') {
      return this.db.transaction((manager) => this.sqliteHit(manager, { key, windowMs, amount }));
    }
    // Upsert and read in one transaction: the row's lock keeps the count read the one just made.
    return this.db.transaction(async (manager) => {
      const count = await this.mysqlHit(manager, { key, windowMs, amount });
      return { count, resetAt: await this.resetAt(manager, key) };
    });
  }

  /**
   * SQLite: every count in one turn of the single connection. MySQL: one statement per count and no
   * transaction (each upsert is atomic and answers its own count); the window's end, needed only for
   * a refusal's Retry-After, is read only then.
   */
  async hitWithin(hits: readonly LimitedHit[]): Promise<OverLimit | undefined> {
    if (this.db.engine === 'sqlite') {
      return this.db.transaction(async (manager) => {
        for (const [index, hit] of hits.entries()) {
          const window = await this.sqliteHit(manager, hit);
          if (window.count > hit.limit) return { index, window };
        }
        return undefined;
      });
    }
    for (const [index, hit] of hits.entries()) {
      const count = await this.db.statement((manager) => this.mysqlHit(manager, hit));
      if (count > hit.limit) {
        return { index, window: { count, resetAt: await this.resetAt(this.db.manager, hit.key) } };
      }
    }
    return undefined;
  }

  async hitWithinIn(manager: EntityManager, hits: readonly LimitedHit[]): Promise<OverLimit | undefined> {
    for (const [index, hit] of hits.entries()) {
      if (this.db.engine === 'sqlite') {
        const window = await this.sqliteHit(manager, hit);
        if (window.count > hit.limit) return { index, window };
        continue;
      }
      const count = await this.mysqlHit(manager, hit);
      if (count > hit.limit) {
        return { index, window: { count, resetAt: await this.resetAt(manager, hit.key) } };
      }
    }
    return undefined;
  }

  private async sqliteHit(
    manager: EntityManager,
    { key, windowMs, amount }: Omit<LimitedHit, 'limit'>,
  ): Promise<WindowCount> {
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + windowMs);
    const [row] = (await manager.query(SQLITE_HIT, [
      storedKey(key),
      amount,
      stamp(resetAt),
      stamp(now),
      amount,
      amount,
      stamp(now),
    ])) as { count: number; resetAt: string }[];
    return { count: row.count, resetAt: new Date(`${row.resetAt.replace(' ', 'T')}Z`) };
  }

  /** The new count under the key. */
  private async mysqlHit(
    manager: EntityManager,
    { key, windowMs, amount }: Omit<LimitedHit, 'limit'>,
  ): Promise<number> {
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + windowMs);
    const result = (await this.db.query(
      manager,
      MYSQL_HIT,
      [storedKey(key), amount, resetAt, now, amount, amount, now],
      { prepared: true },
    )) as { affectedRows: number; insertId: number };
    // One row affected: inserted, at the amount; two: updated, its count is the insert id.
    return result.affectedRows === 1 ? amount : Number(result.insertId);
  }

  private async resetAt(manager: EntityManager, key: string): Promise<Date> {
    return (await manager.findOneByOrFail(ThrottleCounter, { key: storedKey(key) })).resetAt;
  }

  async count(key: string): Promise<number> {
    const row = await this.db.manager.findOneBy(ThrottleCounter, { key: storedKey(key) });
    // A row whose window has ended waits for the purge; it counts as none.
    return row && row.resetAt > this.clock.now() ? row.count : 0;
  }

  async forgive(key: string, amount = 1): Promise<void> {
    await this.db.transaction((manager) => manager.query(FORGIVE, [amount, amount, storedKey(key)]));
  }

  async reset(key: string): Promise<void> {
    await this.db.transaction((manager) => manager.delete(ThrottleCounter, { key: storedKey(key) }));
  }

  /**
   * Deletes the counters whose window has ended, batch by batch, and answers how many went. Without it
   * every address and account that ever sent a form or tried to sign in would keep its row.
   */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now();
    const [sql, cutoff] = this.db.engine === 'mysql' ? [MYSQL_PURGE, now] : [SQLITE_PURGE, stamp(now)];
    let purged = 0;
    for (;;) {
      const deleted = await this.db.statement((manager) =>
        this.db.changedRows(manager, sql, [cutoff, PURGE_BATCH]),
      );
      purged += deleted;
      if (deleted < PURGE_BATCH) return purged;
    }
  }

  async close(): Promise<void> {}
}
