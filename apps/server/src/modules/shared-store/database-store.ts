import { createHash } from 'node:crypto';
import { LessThan } from 'typeorm';
import { Database } from '../../database/database';
import { Clock } from '../../common/clock';
import { SharedStore, WindowCount } from './shared-store';
import { RevokedSession, ThrottleCounter } from './shared-store.entities';

/**
 * Counts under a key (parameters: key, amount, new window's end, now, amount, amount, now); an ended
 * window restarts at the amount.
 */
const MYSQL_HIT =
  'INSERT INTO throttle_counter (`key`, `count`, resetAt) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE ' +
  '`count` = IF(resetAt <= ?, ?, `count` + ?), resetAt = IF(resetAt <= ?, VALUES(resetAt), resetAt)';
const SQLITE_HIT =
  'INSERT INTO throttle_counter ("key", "count", resetAt) VALUES (?, ?, ?) ON CONFLICT("key") DO UPDATE SET ' +
  '"count" = CASE WHEN resetAt <= ? THEN ? ELSE "count" + ? END, ' +
  'resetAt = CASE WHEN resetAt <= ? THEN excluded.resetAt ELSE resetAt END';
/** Both engines read backquoted names (parameters: amount, amount, key). */
const FORGIVE =
  'UPDATE throttle_counter SET `count` = CASE WHEN `count` > ? THEN `count` - ? ELSE 0 END WHERE `key` = ?';

/** The key column's width; longer keys (a long e-mail address) are stored as their digest. */
const KEY_MAX_LENGTH = 200;

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
  async hit(longKey: string, windowMs: number, amount = 1): Promise<WindowCount> {
    const key = storedKey(longKey);
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + windowMs);
    const mysql = this.db.engine === 'mysql';
    // better-sqlite3 compares the text TypeORM stores its dates as; mysql2 takes Date objects.
    const stamp = (date: Date) => (mysql ? date : date.toISOString().replace('T', ' ').replace('Z', ''));
    return this.db.transaction(async (manager) => {
      await manager.query(mysql ? MYSQL_HIT : SQLITE_HIT, [
        key,
        amount,
        stamp(resetAt),
        stamp(now),
        amount,
        amount,
        stamp(now),
      ]);
      const row = await manager.findOneByOrFail(ThrottleCounter, { key });
      return { count: row.count, resetAt: row.resetAt };
    });
  }

  async forgive(key: string, amount = 1): Promise<void> {
    await this.db.transaction((manager) => manager.query(FORGIVE, [amount, amount, storedKey(key)]));
  }

  async reset(key: string): Promise<void> {
    await this.db.transaction((manager) => manager.delete(ThrottleCounter, { key: storedKey(key) }));
  }

  async close(): Promise<void> {}
}
