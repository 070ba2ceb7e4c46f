import Redis from 'ioredis';

/** The Redis the REDIS_URL tests use (database 15, kept apart from a developer's own data). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
/** The two-instance suite's own database: the keys it makes are new on every run. */
export const TEST_INSTANCES_REDIS_URL = process.env.TEST_INSTANCES_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

/** Set by the global setup, for the test files, when Redis did not answer: why their Redis suites skip. */
const REDIS_MISSING = 'TEST_REDIS_MISSING';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 3000,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Decides once per Jest run (in the global setup) whether the Redis suites run. Redis is part of this
 * project's test setup: without it, a developer's run skips them and says why, and CI fails.
 */
export async function checkTestRedis(): Promise<void> {
  delete process.env[REDIS_MISSING];
  for (const url of new Set([TEST_REDIS_URL, TEST_INSTANCES_REDIS_URL])) {
    if (await redisAnswers(url)) continue;
    const reason = `Redis is not reachable at ${url}`;
    const banner = [
      '',
      '!'.repeat(78),
      `!! ${reason}: the REDIS_URL suites are SKIPPED.`,
      '!! Start it with: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ""',
      '!'.repeat(78),
      '',
    ].join('\n');
    if (process.env.CI) throw new Error(`${banner}\nCI requires Redis.`);
    console.warn(banner);
    process.env[REDIS_MISSING] = reason;
    return;
  }
}

/** `describe` for a suite that needs Redis: skipped, with the reason in its name, when Redis is missing. */
export function describeWithRedis(name: string, suite: () => void): void {
  const missing = process.env[REDIS_MISSING];
  if (missing) describe.skip(`${name} (skipped: ${missing})`, suite);
  else describe(name, suite);
}
