import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App, createApp } from '../../app';
import { openDatabase } from '../../database/data-source';
import { createLogger } from '../../common/logger';
import { DATABASE_CONTENTS } from '..';
import { testConfig } from '../../testing/test-app';
import { TestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { TEST_REDIS_URL, describeWithRedis } from '../../testing/test-redis';
import { LOGIN_THROTTLE } from '../admin-auth/sign-in-throttle';
import { Database } from '../../database/database';
import { DatabaseStore, PURGE_BATCH } from './database-store';
import { RedisStore } from './redis-store';
import { SharedStore } from './shared-store';
import { ThrottleCounter } from './shared-store.entities';

const REDIS_URL = TEST_REDIS_URL;

/**
 * Empties the tests' Redis database: the app's keys have no per-run prefix, so sign-in failures counted
 * by an earlier run (within the throttle window) would otherwise throttle this one.
 */
async function clearTestRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** Two instances of the app on one database, as behind a load balancer; Redis shared when given. */
async function twoInstances(database: TestDatabase, redisUrl?: string) {
  const env = {
    JWT_SECRET: 'shared-secret-of-both-instances-0123456789',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const dataSources: DataSource[] = [];
  const dataDirs: string[] = [];
  const apps: App[] = [];
  for (let i = 0; i < 2; i += 1) {
    const dataSource = await openDatabase(database.config, DATABASE_CONTENTS);
    dataSources.push(dataSource);
    const config = { ...testConfig(env), database: database.config };
    dataDirs.push(config.dataDir);
    apps.push(await createApp({ config, dataSource, logger: createLogger('silent'), announce: () => {} }));
  }
  return {
    apps,
    async close() {
      for (const app of apps) await app.stop();
      for (const dataSource of dataSources) await dataSource.destroy();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * hitWithin on a store whose clock stands at `now()`: counts in order, stops at the first count over
 * its limit (answering it with its window) and leaves the counts after it untouched.
 */
async function countsInOrderUpToTheLimit(store: SharedStore, now: () => number): Promise<void> {
  const id = randomBytes(4).toString('hex');
  const [a, b, c] = ['a', 'b', 'c'].map((name) => `${name}-${id}`);
  const hits = [
    { key: a, windowMs: 60_000, amount: 1, limit: 2 },
    { key: b, windowMs: 3_600_000, amount: 2, limit: 3 },
    { key: c, windowMs: 60_000, amount: 1, limit: 10 },
  ];
  expect(await store.hitWithin(hits)).toBeUndefined();
  const over = await store.hitWithin(hits);
  expect(over).toMatchObject({ index: 1, window: { count: 4 } });
  const wait = over!.window.resetAt.getTime() - now();
  expect(wait).toBeGreaterThan(3_590_000);
  expect(wait).toBeLessThanOrEqual(3_600_000);
  // c was not counted the second time; a was, and b (over) stays counted until forgiven.
  expect((await store.hit(c, 60_000)).count).toBe(2);
  expect((await store.hit(a, 60_000)).count).toBe(3);
  await store.forgive(b, 2);
  expect(await store.hitWithin([{ key: b, windowMs: 3_600_000, amount: 1, limit: 3 }])).toBeUndefined();
  expect(await store.hitWithin([{ key: a, windowMs: 60_000, amount: 1, limit: 3 }])).toMatchObject({
    index: 0,
    window: { count: 4 },
  });
}

// Two instances share a MySQL server (an embedded SQLite file serves one instance).
const kind = testDatabaseKinds().find((k) => k.name === 'mysql');

describe('what instances share', () => {
  describeWithRedis('RedisStore', () => {
    it('keeps revocations and counts attempts in windows', async () => {
      let now = Date.now();
      const store = new RedisStore(
        REDIS_URL,
        { now: () => new Date(now) },
        createLogger('silent'),
        `academy-test-${randomBytes(4).toString('hex')}:`,
      );
      try {
        expect(await store.isRevoked('session-a')).toBe(false);
        await store.revoke('session-a', new Date(now + 60_000));
        expect(await store.isRevoked('session-a')).toBe(true);
        expect((await store.hit('k', 60_000)).count).toBe(1);
        const second = await store.hit('k', 60_000);
        expect(second.count).toBe(2);
        expect(second.resetAt.getTime() - now).toBeGreaterThan(59_000);
        expect((await store.hit('k', 60_000, 3)).count).toBe(5);
        await store.forgive('k', 2);
        expect((await store.hit('k', 60_000)).count).toBe(4);
        await store.forgive('k', 10);
        expect((await store.hit('k', 60_000)).count).toBe(1);
        expect(await store.count('k')).toBe(1);
        await store.reset('k');
        expect(await store.count('k')).toBe(0);
        expect((await store.hit('k', 60_000)).count).toBe(1);
        // A window ends by itself, and forgiving an ended one does not bring it back.
        await store.hit('short', 50);
        expect(await store.count('short')).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 120));
        now = Date.now();
        expect(await store.count('short')).toBe(0);
        await store.forgive('short');
        expect((await store.hit('short', 50)).count).toBe(1);
      } finally {
        await store.close();
      }
    });

    it('counts a submission in order up to its first limit, in one round trip', async () => {
      const store = new RedisStore(
        REDIS_URL,
        { now: () => new Date() },
        createLogger('silent'),
        `academy-test-${randomBytes(4).toString('hex')}:`,
      );
      try {
        await countsInOrderUpToTheLimit(store, () => Date.now());
      } finally {
        await store.close();
      }
    });
  });

  describe.each(testDatabaseKinds())('DatabaseStore on %s', (databaseKind) => {
    it('counts a submission in order up to its first limit', async () => {
      const database = await databaseKind.create();
      const dataSource = await openDatabase(database.config, DATABASE_CONTENTS);
      let now = Date.now();
      try {
        const store = new DatabaseStore(new Database(dataSource), { now: () => new Date(now) });
        await countsInOrderUpToTheLimit(store, () => now);
        // A window that has ended starts again at the amount.
        now += 3_600_000;
        expect(
          await store.hitWithin([{ key: 'restart', windowMs: 60_000, amount: 3, limit: 2 }]),
        ).toMatchObject({ index: 0, window: { count: 3, resetAt: new Date(now + 60_000) } });
        now += 60_000;
        expect(
          await store.hitWithin([{ key: 'restart', windowMs: 60_000, amount: 2, limit: 2 }]),
        ).toBeUndefined();
        expect((await store.hit('restart', 60_000)).count).toBe(3);
        // Reading a count counts nothing; an ended window reads as none before the purge drops it.
        expect(await store.count('restart')).toBe(3);
        expect(await store.count('never counted')).toBe(0);
        now += 60_000;
        expect(await store.count('restart')).toBe(0);
      } finally {
        await dataSource.destroy();
        await database.drop();
      }
    });

    it('deletes the counters whose window has ended, batch after batch, and keeps the others', async () => {
      const database = await databaseKind.create();
      const dataSource = await openDatabase(database.config, DATABASE_CONTENTS);
      let now = Date.now();
      try {
        const store = new DatabaseStore(new Database(dataSource), { now: () => new Date(now) });
        const ended = PURGE_BATCH + 5;
        // Written directly: as many rows as an hour of forms from many addresses would leave.
        await dataSource.getRepository(ThrottleCounter).insert(
          Array.from({ length: ended }, (_, index) => ({
            key: `ended-${index}`,
            count: 1,
            resetAt: new Date(now - 1_000),
          })),
        );
        await store.hit('current', 60_000);
        await store.hit('current', 60_000);

        expect(await store.purgeExpired()).toBe(ended);
        expect(await dataSource.getRepository(ThrottleCounter).find()).toEqual([
          { key: 'current', count: 2, resetAt: new Date(now + 60_000) },
        ]);
        // A purged key starts a new window, as an ended one would have.
        expect((await store.hit('ended-0', 60_000)).count).toBe(1);
        expect((await store.hit('current', 60_000)).count).toBe(3);
        now += 60_000;
        expect(await store.purgeExpired()).toBe(2);
      } finally {
        await dataSource.destroy();
        await database.drop();
      }
    });
  });

  /** The suite of two instances sharing the database, and Redis when given. */
  const twoInstancesSharing = (redisUrl?: string) => () => {
    let database: TestDatabase;
    let pair: Awaited<ReturnType<typeof twoInstances>>;

    beforeAll(async () => {
      if (redisUrl) await clearTestRedis();
      database = await kind!.create();
      pair = await twoInstances(database, redisUrl);
      await pair.apps[0].services
        .get('adminAccounts')
        .createAccount('shared@example.com', 'a shared test password');
    });
    afterAll(async () => {
      await pair?.close();
      await database?.drop();
    });

    it('a sign-out on one instance ends the session on the other at once', async () => {
      const [a, b] = pair.apps;
      const login = await request(a.express)
        .post('/api/admin/login')
        .send({ email: 'shared@example.com', password: 'a shared test password' })
        .expect(200);
      const auth = { Authorization: `Bearer ${login.body.data.token}` };
      await request(b.express).get('/api/admin/verify-token').set(auth).expect(200);
      await request(a.express).post('/api/admin/logout').set(auth).expect(200);
      await request(b.express).get('/api/admin/verify-token').set(auth).expect(403);
    });

    it('failed sign-ins on either instance count together', async () => {
      const email = `throttled-${randomBytes(3).toString('hex')}@example.com`;
      for (let attempt = 0; attempt < LOGIN_THROTTLE.perAccountAndAddress; attempt += 1) {
        const app = pair.apps[attempt % 2];
        await request(app.express).post('/api/admin/login').send({ email, password: 'guess' }).expect(401);
      }
      for (const app of pair.apps) {
        await request(app.express).post('/api/admin/login').send({ email, password: 'guess' }).expect(429);
      }
    });
  };
  (kind ? describe : describe.skip)('two instances sharing the database', twoInstancesSharing());
  (kind ? describeWithRedis : describe.skip)('two instances sharing Redis', twoInstancesSharing(REDIS_URL));
});
