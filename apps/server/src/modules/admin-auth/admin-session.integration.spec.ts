import { randomBytes, randomInt } from 'node:crypto';
import request from 'supertest';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { describeWithRedis, TEST_REDIS_URL } from '../../testing/test-redis';
import { LOGIN_THROTTLE, turnsWithin } from './sign-in-throttle';

const PASSWORD = 'correct horse battery staple';
const PARALLEL = 15;

describe.each(testDatabaseKinds())('admin sessions on %s', (kind) => {
  describe('a password change', () => {
    let t: TestApp;
    // The clock stands still: every session below is issued in the same second (and millisecond).
    const clock = { now: () => new Date('2026-11-23T08:00:00.500Z') };
    beforeAll(async () => {
      t = await startTestApp(kind, { clock });
    });
    afterAll(() => t.close());

    it('ends a session issued in the same second, and keeps the one it issues', async () => {
      const email = `changer-${randomBytes(4).toString('hex')}@example.com`;
      await t.app.services.get('adminAccounts').createAccount(email, PASSWORD);
      const signIn = async () =>
        (
          await request(t.app.express)
            .post('/api/admin/login')
            .send({ email, password: PASSWORD })
            .expect(200)
        ).body.data.token as string;
      const [first, second] = [await signIn(), await signIn()];
      const verify = (token: string) =>
        request(t.app.express).get('/api/admin/verify-token').set('Authorization', `Bearer ${token}`);
      const changed = await request(t.app.express)
        .put('/api/admin/change-password')
        .set('Authorization', `Bearer ${first}`)
        .send({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase' })
        .expect(200);
      await verify(second).expect(403);
      await verify(first).expect(403);
      await verify(changed.body.data.token as string).expect(200);
    });
  });

  /** The sign-in throttle's suite, its counts kept in Redis when given, else in the database. */
  const signInThrottle = (redisUrl?: string) => () => {
    let t: TestApp;
    const api = () => request(t.app.express);
    const unique = () => randomBytes(4).toString('hex');
    const login = (email: string, password: string, from: string) =>
      api().post('/api/admin/login').set('X-Forwarded-For', from).send({ email, password });

    beforeAll(async () => {
      t = await startTestApp(kind, {
        env: { TRUST_PROXY: 'true', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
      });
    });
    afterAll(() => t?.close());

    /** How many of the replies were each status, e.g. { 401: 5, 429: 10 }. */
    const statuses = (replies: { status: number }[]) =>
      replies.reduce<Record<number, number>>(
        (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      );

    /** A client address of its own: Redis keeps counts across runs. */
    const freshAddress = () => `10.${randomInt(10, 250)}.${randomInt(250)}.${randomInt(250)}`;
    const newAccount = async (name: string) => {
      const email = `${name}-${unique()}@example.com`;
      await t.app.services.get('adminAccounts').createAccount(email, PASSWORD);
      return email;
    };
    const { free } = LOGIN_THROTTLE.perAccount;
    const REFUSAL = /^Too many failed sign-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;

    it("locks an attacker's address out of the account, and not the owner signing in from another", async () => {
      const email = await newAccount('targeted');
      const attacker = freshAddress();
      for (let i = 0; i < LOGIN_THROTTLE.perAccountAndAddress; i += 1) {
        await login(email, `guess ${i}`, attacker).expect(401);
      }
      const locked = await login(email, PASSWORD, attacker).expect(429);
      expect(locked.body.error).toMatch(
        /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/,
      );
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(LOGIN_THROTTLE.windowMs / 1000 - 60);
      // The owner, from an address the account has never signed in from.
      await login(email, PASSWORD, freshAddress()).expect(200);
      await login(email, PASSWORD, attacker).expect(429);
    });

    it('counts the addresses of one IPv6 /64 as one address', async () => {
      const email = await newAccount('ipv6');
      const prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
      for (let i = 0; i < LOGIN_THROTTLE.perAccountAndAddress; i += 1) {
        await login(email, `guess ${i}`, `${prefix}::${(i + 1).toString(16)}`).expect(401);
      }
      // Another address of the same /64 is the same client: locked out too.
      await login(email, PASSWORD, `${prefix}::beef`).expect(429);
    });

    it(`lets at most ${LOGIN_THROTTLE.perAccountAndAddress} of ${PARALLEL} parallel wrong sign-ins from one address to one account reach the password check`, async () => {
      const email = await newAccount('raced');
      const address = freshAddress();
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => login(email, `guess ${i}`, address)),
      );
      expect(statuses(replies)).toEqual({
        401: LOGIN_THROTTLE.perAccountAndAddress,
        429: PARALLEL - LOGIN_THROTTLE.perAccountAndAddress,
      });
    });

    it('slows a guess spread over many addresses to one check per turn, while the owner signs in from an address of theirs', async () => {
      const email = await newAccount('spread');
      const started = Date.now();
      const home = freshAddress();
      await login(email, PASSWORD, home).expect(200);
      const replies = [];
      for (let i = 0; i < PARALLEL; i += 1) replies.push(await login(email, `guess ${i}`, freshAddress()));
      // The free checks and the first turn, and no more than the turns come since (none on a fast machine).
      const checked = replies.filter((reply) => reply.status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(free + 1);
      expect(checked).toBeLessThanOrEqual(free + turnsWithin(Date.now() - started));
      const refused = replies.filter((reply) => reply.status === 429);
      expect(refused).toHaveLength(PARALLEL - checked);
      for (const reply of refused) {
        expect(reply.body.error).toMatch(REFUSAL);
        expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(
          LOGIN_THROTTLE.perAccount.firstWaitMs / 1000,
        );
      }
      // The right password from yet another address waits its turn like any guess…
      const stranger = await login(email, PASSWORD, freshAddress());
      if (checked + 1 - free > turnsWithin(Date.now() - started)) expect(stranger.status).toBe(429);
      // …and from the owner's own address it is checked at once.
      await login(email, PASSWORD, home).expect(200);
    });

    it(`lets ${PARALLEL} parallel wrong sign-ins from as many addresses reach the password check only by turns`, async () => {
      const email = await newAccount('swarmed');
      const started = Date.now();
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => login(email, `guess ${i}`, freshAddress())),
      );
      const checked = statuses(replies)[401];
      expect(checked).toBeGreaterThanOrEqual(free + 1);
      expect(checked).toBeLessThanOrEqual(free + turnsWithin(Date.now() - started));
      expect(statuses(replies)[429]).toBe(PARALLEL - checked);
    });

    it('limits the current password of a password change like a sign-in, 12 or 20 tries at once', async () => {
      for (const tries of [12, 20]) {
        const email = await newAccount('changer');
        const home = freshAddress();
        const token = (await login(email, PASSWORD, home).expect(200)).body.data.token as string;
        const change = (currentPassword: string, from: string) =>
          api()
            .put('/api/admin/change-password')
            .set('X-Forwarded-For', from)
            .set('Authorization', `Bearer ${token}`)
            .send({ currentPassword, newPassword: 'a brand new passphrase' });
        const replies = await Promise.all(
          Array.from({ length: tries }, (_, i) => change(`guess ${i}`, home)),
        );
        expect({ tries, statuses: statuses(replies) }).toEqual({
          tries,
          statuses: {
            400: LOGIN_THROTTLE.perAccountAndAddress,
            429: tries - LOGIN_THROTTLE.perAccountAndAddress,
          },
        });
        const refused = replies.find((reply) => reply.status === 429)!;
        expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
        // Counted with the sign-ins: this address may not try the account's password now at all.
        await login(email, PASSWORD, home).expect(429);
        await change(PASSWORD, home).expect(429);
        await change(PASSWORD, freshAddress()).expect(200);
      }
    });

    it(`lets at most ${LOGIN_THROTTLE.perAddress} parallel wrong sign-ins from one address reach the password check`, async () => {
      const address = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const attempts = LOGIN_THROTTLE.perAddress + PARALLEL;
      const replies = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          login(`nobody-${unique()}-${i}@example.com`, 'guess', address),
        ),
      );
      expect(statuses(replies)).toEqual({ 401: LOGIN_THROTTLE.perAddress, 429: PARALLEL });
    });

    it('does not count a successful sign-in against the address', async () => {
      const email = `regular-${unique()}@example.com`;
      await t.app.services.get('adminAccounts').createAccount(email, PASSWORD);
      const address = `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < LOGIN_THROTTLE.perAddress + 2; i += 1) {
        await login(email, PASSWORD, address).expect(200);
      }
    });
  };
  describe('sign-in throttle kept in the database', signInThrottle());
  describeWithRedis('sign-in throttle kept in Redis', signInThrottle(TEST_REDIS_URL));
});
