import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { redisAnswers, TEST_REDIS_URL } from '../../testing/test-redis';
import { LOGIN_THROTTLE } from './admin-session.service';

const PASSWORD = 'correct horse battery staple';
const PARALLEL = 15;

const STORES = [
  ['the database', undefined],
  ['Redis', TEST_REDIS_URL],
] as const;

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

  describe.each(STORES)('sign-in throttle kept in %s', (_store, redisUrl) => {
    let t: TestApp | undefined;
    const api = () => request(t!.app.express);
    const unique = () => randomBytes(4).toString('hex');
    const login = (email: string, password: string, from: string) =>
      api().post('/api/admin/login').set('X-Forwarded-For', from).send({ email, password });

    beforeAll(async () => {
      if (redisUrl && !(await redisAnswers(redisUrl))) return;
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

    it(`lets at most ${LOGIN_THROTTLE.perAccount} of ${PARALLEL} parallel wrong sign-ins to one account reach the password check`, async () => {
      if (!t) return;
      const email = `raced-${unique()}@example.com`;
      await t.app.services.get('adminAccounts').createAccount(email, PASSWORD);
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => login(email, `guess ${i}`, `10.9.${i}.${i}`)),
      );
      expect(statuses(replies)).toEqual({
        401: LOGIN_THROTTLE.perAccount,
        429: PARALLEL - LOGIN_THROTTLE.perAccount,
      });
    });

    it(`lets at most ${LOGIN_THROTTLE.perAddress} parallel wrong sign-ins from one address reach the password check`, async () => {
      if (!t) return;
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
      if (!t) return;
      const email = `regular-${unique()}@example.com`;
      await t.app.services.get('adminAccounts').createAccount(email, PASSWORD);
      const address = `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < LOGIN_THROTTLE.perAddress + 2; i += 1) {
        await login(email, PASSWORD, address).expect(200);
      }
    });
  });
});
