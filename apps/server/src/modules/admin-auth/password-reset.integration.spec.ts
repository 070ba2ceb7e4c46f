import request from 'supertest';
import { ADMIN_RESET_PASSWORD_PATH } from '@academy/content';
import { queuedMails, sentMails } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { AdminUser } from './admin-user.entity';
import { RESET_LIMITS, RESET_LINK_MINUTES } from './password-reset';

const REQUEST = `mutation Ask($email: String!) { requestAdminPasswordReset(email: $email) }`;
const RESET = `mutation Reset($token: String!, $newPassword: String!) {
  resetAdminPassword(token: $token, newPassword: $newPassword)
}`;
const NEW_PASSWORD = 'a brand new password, long enough';

describe.each(testDatabaseKinds())('resetting a forgotten admin password on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-23T08:00:00Z');
  let client = 0;
  const graphql = (query: string, variables: object, from = `203.0.113.${(client += 1)}`) =>
    request(t.app.express).post('/graphql').set('X-Forwarded-For', from).send({ query, variables });
  const account = async () => {
    const email = `reset${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await t.app.services.get('adminAccounts').createAccount(email, 'the old password, long enough');
    return t.dataSource.getRepository(AdminUser).findOneByOrFail({ email });
  };
  /** The token of the newest reset link mailed to the account, read from the mail as its owner would. */
  const mailedToken = async (user: AdminUser) => {
    const mails = await sentMails(t, user.id);
    const match = new RegExp(`${ADMIN_RESET_PASSWORD_PATH}#([A-Za-z0-9._-]+)`).exec(mails.at(-1)?.text ?? '');
    if (!match) throw new Error('No reset link mailed');
    return match[1];
  };
  const signIn = (email: string, password: string) =>
    request(t.app.express).post('/api/admin/login').send({ email, password });

  beforeAll(async () => {
    t = await startTestApp(kind, {
      clock: { now: () => now },
      env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://academy.example.com' },
    });
  });
  afterAll(() => t.close());

  it('mails a link that sets a new password once, ends the sessions, and keeps the token sealed', async () => {
    const user = await account();
    const session = (await signIn(user.email, 'the old password, long enough').expect(200)).body.data.token;
    const asked = await graphql(REQUEST, { email: user.email.toUpperCase() });
    expect(asked.body).toEqual({ data: { requestAdminPasswordReset: true } });
    const [stored] = await queuedMails(t, user.id);
    expect(stored.recipient).toBe(user.email);
    expect(stored.text).toContain(`https://academy.example.com${ADMIN_RESET_PASSWORD_PATH}#`);
    const token = await mailedToken(user);
    expect(stored.text).not.toContain(token);

    const reset = await graphql(RESET, { token, newPassword: NEW_PASSWORD });
    expect(reset.body).toEqual({ data: { resetAdminPassword: true } });
    await signIn(user.email, NEW_PASSWORD).expect(200);
    // The old session ended with the old password.
    await request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${session}`)
      .send({ query: '{ adminSession { expiresAt } }' })
      .expect((res) => expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN'));

    // Single use: the same link again is refused, naming the field.
    const again = await graphql(RESET, { token, newPassword: 'yet another password, long enough' });
    expect(again.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(again.body.errors[0].extensions)).toContain('token');
    await signIn(user.email, NEW_PASSWORD).expect(200);
  });

  it('refuses a link once it has expired, a forged one, a session token and a short password', async () => {
    const user = await account();
    await graphql(REQUEST, { email: user.email });
    const token = await mailedToken(user);
    const short = await graphql(RESET, { token, newPassword: 'short' });
    expect(JSON.stringify(short.body.errors[0].extensions)).toContain('newPassword');

    const session = (await signIn(user.email, 'the old password, long enough').expect(200)).body.data.token;
    for (const wrong of [`${token}x`, session, 'not a token']) {
      const res = await graphql(RESET, { token: wrong, newPassword: NEW_PASSWORD });
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    const started = now;
    now = new Date(started.getTime() + (RESET_LINK_MINUTES * 60 + 1) * 1000);
    try {
      const late = await graphql(RESET, { token, newPassword: NEW_PASSWORD });
      expect(late.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    } finally {
      now = started;
    }
    await signIn(user.email, 'the old password, long enough').expect(200);
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    const res = await graphql(REQUEST, { email: 'nobody.here@example.com' });
    expect(res.body).toEqual({ data: { requestAdminPasswordReset: true } });
    const bad = await graphql(REQUEST, { email: 'not an address' });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('limits the requests per account and per client address', async () => {
    const user = await account();
    for (let i = 0; i < RESET_LIMITS.perAccount; i += 1) {
      expect((await graphql(REQUEST, { email: user.email })).body.errors).toBeUndefined();
    }
    const over = await graphql(REQUEST, { email: user.email });
    expect(over.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(await queuedMails(t, user.id)).toHaveLength(RESET_LIMITS.perAccount);

    const from = '198.51.100.7';
    for (let i = 0; i < RESET_LIMITS.perClientAddress; i += 1) {
      expect(
        (await graphql(REQUEST, { email: `someone${i}@example.com` }, from)).body.errors,
      ).toBeUndefined();
    }
    const busy = await graphql(REQUEST, { email: 'someone.else@example.com' }, from);
    expect(busy.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
