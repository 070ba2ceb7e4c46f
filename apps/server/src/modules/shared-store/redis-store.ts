import Redis from 'ioredis';
import { Clock } from '../../common/clock';
import { Logger } from '../../common/logger';
import { SharedStore, WindowCount } from './shared-store';

/** The shared store in Redis (REDIS_URL): keys expire on their own, counters are atomic. */
export class RedisStore implements SharedStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly clock: Clock,
    logger: Logger,
    private readonly prefix = 'academy:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.on('error', (error: Error) => logger.error({ err: error }, 'Redis unavailable'));
  }

  async revoke(sessionId: string, until: Date): Promise<void> {
    const ttl = Math.max(1, until.getTime() - this.clock.now().getTime());
    await this.redis.set(`${this.prefix}revoked:${sessionId}`, '1', 'PX', ttl);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}revoked:${sessionId}`)) === 1;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const name = `${this.prefix}throttle:${key}`;
    // INCR and the expiry of a new window in one round trip; NX keeps a running window's end.
    const results = await this.redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
    if (!results) throw new Error('Redis refused the throttle transaction');
    const count = Number(results[0][1]);
    const ttl = Number(results[2][1]);
    return { count, resetAt: new Date(this.clock.now().getTime() + Math.max(0, ttl)) };
  }

  async peek(key: string): Promise<WindowCount | undefined> {
    const name = `${this.prefix}throttle:${key}`;
    const [count, ttl] = await Promise.all([this.redis.get(name), this.redis.pttl(name)]);
    if (count === null || ttl <= 0) return undefined;
    return { count: Number(count), resetAt: new Date(this.clock.now().getTime() + ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}throttle:${key}`);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
