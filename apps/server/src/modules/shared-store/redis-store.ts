import Redis from 'ioredis';
import { Clock } from '../../common/clock';
import { Logger } from '../../common/logger';
import { LimitedHit, OverLimit, SharedStore, WindowCount } from './shared-store';

/** Lowers a running counter by ARGV[1], not below 0, keeping its expiry. */
const FORGIVE_SCRIPT = `
if redis.call('exists', KEYS[1]) == 0 then return 0 end
local count = redis.call('decrby', KEYS[1], ARGV[1])
if count < 0 then redis.call('set', KEYS[1], 0, 'KEEPTTL') end
return 0`;

/**
 * hitWithin in one round trip: counts KEYS in order (ARGV: window ms, amount and limit of each), giving
 * a new window its expiry, and stops at the first over its limit: answers its place (from 1), count and
 * remaining ms; {0} when all are within.
 */
const HIT_WITHIN_SCRIPT = `
for i, key in ipairs(KEYS) do
  local window, amount, limit = ARGV[3 * i - 2], ARGV[3 * i - 1], tonumber(ARGV[3 * i])
  local count = redis.call('incrby', key, amount)
  redis.call('pexpire', key, window, 'NX')
  if count > limit then return {i, count, redis.call('pttl', key)} end
end
return {0}`;

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

  async hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
    const name = `${this.prefix}throttle:${key}`;
    // INCRBY and the expiry of a new window in one round trip; NX keeps a running window's end.
    const results = await this.redis
      .multi()
      .incrby(name, amount)
      .pexpire(name, windowMs, 'NX')
      .pttl(name)
      .exec();
    if (!results) throw new Error('Redis refused the throttle transaction');
    const count = Number(results[0][1]);
    const ttl = Number(results[2][1]);
    return { count, resetAt: new Date(this.clock.now().getTime() + Math.max(0, ttl)) };
  }

  async hitWithin(hits: readonly LimitedHit[]): Promise<OverLimit | undefined> {
    const [place, count, ttl] = (await this.redis.eval(
      HIT_WITHIN_SCRIPT,
      hits.length,
      ...hits.map((hit) => `${this.prefix}throttle:${hit.key}`),
      ...hits.flatMap((hit) => [hit.windowMs, hit.amount, hit.limit]),
    )) as number[];
    if (place === 0) return undefined;
    return {
      index: place - 1,
      window: { count, resetAt: new Date(this.clock.now().getTime() + Math.max(0, ttl)) },
    };
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(`${this.prefix}throttle:${key}`)) ?? 0);
  }

  async forgive(key: string, amount = 1): Promise<void> {
    // A counter whose window has ended is gone: DECRBY would bring it back without an expiry.
    await this.redis.eval(FORGIVE_SCRIPT, 1, `${this.prefix}throttle:${key}`, amount);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}throttle:${key}`);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
