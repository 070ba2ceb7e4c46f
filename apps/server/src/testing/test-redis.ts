import Redis from 'ioredis';

/** The Redis the REDIS_URL tests use (database 15, kept apart from a developer's own data). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

/**
 * Whether Redis answers at `url`. A suite that needs it skips its tests without it, saying so, and
 * fails in CI, where Redis is part of the setup.
 */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    const message = `Redis is not reachable at ${url}: the REDIS_URL tests cannot run`;
    if (process.env.CI) throw new Error(message);
    console.warn(message);
    return false;
  } finally {
    probe.disconnect();
  }
}
