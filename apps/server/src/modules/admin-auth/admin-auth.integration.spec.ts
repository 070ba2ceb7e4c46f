import request from 'supertest';
import { AppError } from '../../common/app-error';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { AdminUser } from './admin-user.entity';
import { LOGIN_THROTTLE, turnOf } from './sign-in-throttle';
import { ensureAdminAccount } from '.';

const PASSWORD = 'correct horse battery staple';

const LOGIN = `mutation Login($email: String!, $password: String!, $rememberMe: Boolean!) {
  adminLogin(email: $email, password: $password, rememberMe: $rememberMe) { token expiresAt admin { email name } }
}`;

describe.each(testDatabaseKinds())('admin sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-23T08:00:00Z');
  const clock = { now: () => now };
  let accountCount = 0;
  const api = () => request(t.app.express);
  const newAccount = async () => {
    accountCount += 1;
    const email = `staff${accountCount}@example.com`;
    await t.app.services.get('adminAccounts').createAccount(email, PASSWORD, `Staff ${accountCount}`);
    return email;
  };
  const login = (email: string, password = PASSWORD, from = `10.0.0.${accountCount}`) =>
    api().post('/api/admin/login').set('X-Forwarded-For', from).send({ email, password });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = new Date('2026-11-23T08:00:00Z');
  });

  describe('POST /api/admin/login', () => {
    it('answers success with a token, and sets an HttpOnly, Secure, SameSite=Strict cookie for the browser', async () => {
      const email = await newAccount();
      const res = await login(email).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Login successful',
        data: { admin: { email } },
      });
      expect(res.body.data.token.split('.')).toHaveLength(3);
      expect(res.body.data.admin.passwordHash).toBeUndefined();
      const cookie = res.headers['set-cookie'][0] as string;
      expect(cookie).toMatch(/^admin_session=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\//);
      // Without Remember me the cookie ends with the browser.
      expect(cookie).not.toMatch(/Max-Age|Expires/);
      const stored = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ email });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored.lastLoginAt?.toISOString()).toBe(now.toISOString());
    });

    it('keeps the cookie for a day with Remember me', async () => {
      const email = await newAccount();
      const res = await api()
        .post('/api/admin/login')
        .send({ email, password: PASSWORD, rememberMe: true })
        .expect(200);
      expect(res.headers['set-cookie'][0]).toMatch(/Max-Age=86400/);
    });

    it('answers success false with the error text, the same for a wrong password and an unknown account', async () => {
      const email = await newAccount();
      const wrong = await login(email, 'not the password').expect(401);
      expect(wrong.body).toMatchObject({ success: false, error: 'Invalid email or password' });
      const unknown = await login('nobody@example.com').expect(401);
      expect(unknown.body.error).toBe('Invalid email or password');
      const empty = await api().post('/api/admin/login').send({}).expect(400);
      expect(empty.body.errors).toEqual([
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ]);
    });

    it('throttles failed attempts per account and address, with Retry-After, even with the right password, until the window ends', async () => {
      const email = await newAccount();
      const guesser = '10.1.0.1';
      for (let attempt = 0; attempt < LOGIN_THROTTLE.perAccountAndAddress; attempt += 1) {
        await login(email, 'guess', guesser).expect(401);
      }
      const refused = await login(email, PASSWORD, guesser).expect(429);
      expect(refused.headers['retry-after']).toBe(String(LOGIN_THROTTLE.windowMs / 1000));
      expect(refused.body).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        error: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      });
      // Another address signs in meanwhile.
      await login(email, PASSWORD, '10.1.1.1').expect(200);
      now = new Date(now.getTime() + LOGIN_THROTTLE.windowMs + 1000);
      await login(email, PASSWORD, guesser).expect(200);
    });

    it('gives a guess spread over addresses one check per turn, the waits doubling, and the owner’s address no wait', async () => {
      const email = await newAccount();
      await login(email, PASSWORD, '10.4.0.1').expect(200);
      let address = 0;
      const stranger = (password = 'guess') => login(email, password, `10.4.1.${(address += 1)}`);
      const start = now.getTime();
      for (let attempt = 0; attempt < LOGIN_THROTTLE.perAccount.free + 1; attempt += 1) {
        await stranger().expect(401);
      }
      for (let turn = 2; turn <= 6; turn += 1) {
        // Refused, the right password too, until the turn comes; then one check, and the next waits.
        const wait = start + turnOf(turn) - now.getTime();
        const refused = await stranger(PASSWORD).expect(429);
        expect(refused.headers['retry-after']).toBe(String(wait / 1000));
        const inWords =
          wait < 60_000 ? `${wait / 1000} seconds` : `${wait / 60_000} minute${wait > 60_000 ? 's' : ''}`;
        expect(refused.body.error).toBe(`Too many failed sign-in attempts. Please try again in ${inWords}.`);
        await login(email, PASSWORD, '10.4.0.1').expect(200);
        now = new Date(now.getTime() + wait - 1000);
        await stranger().expect(429);
        now = new Date(now.getTime() + 1000);
        await stranger().expect(401);
      }
      expect(turnOf(6) - turnOf(5)).toBe(LOGIN_THROTTLE.perAccount.longestWaitMs);
      // A new window starts with its free checks again.
      now = new Date(start + LOGIN_THROTTLE.windowMs);
      await stranger().expect(401);
    });

    it('throttles failed attempts per address, across accounts', async () => {
      const address = '10.2.0.9';
      for (let attempt = 0; attempt < LOGIN_THROTTLE.perAddress; attempt += 1) {
        await login(`someone${attempt}@example.com`, 'guess', address).expect(401);
      }
      const email = await newAccount();
      await login(email, PASSWORD, address).expect(429);
      await login(email, PASSWORD, '10.2.0.10').expect(200);
    });
  });

  describe('GraphQL adminLogin', () => {
    it('signs in and sets the cookie', async () => {
      const email = await newAccount();
      const res = await api()
        .post('/graphql')
        .send({ query: LOGIN, variables: { email, password: PASSWORD, rememberMe: false } })
        .expect(200);
      expect(res.body.data.adminLogin.admin.email).toBe(email);
      expect(res.headers['set-cookie'][0]).toMatch(/^admin_session=.*HttpOnly/);
    });

    it('refuses aliased sign-ins before trying any, and throttles one per request as over REST', async () => {
      const email = await newAccount();
      const aliases = (count: number) =>
        `mutation { ${Array.from({ length: count }, (_, i) => `a${i}: adminLogin(email: "${email}", password: "guess${i}") { token }`).join(' ')} }`;
      const many = await api()
        .post('/graphql')
        .send({ query: aliases(5) })
        .expect(400);
      expect(many.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^A request may carry one mutation field; this one has 5\./),
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      });
      // The refused request tried no password: the address still has all its attempts.
      for (let request = 0; request < LOGIN_THROTTLE.perAccountAndAddress; request += 1) {
        const res = await api()
          .post('/graphql')
          .set('X-Forwarded-For', '10.3.0.1')
          .send({ query: aliases(1) });
        expect(res.status).toBe(401);
        expect(
          res.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code),
        ).toEqual(['UNAUTHENTICATED']);
      }
      const throttled = await api()
        .post('/graphql')
        .set('X-Forwarded-For', '10.3.0.1')
        .send({ query: LOGIN, variables: { email, password: PASSWORD, rememberMe: false } });
      expect(throttled.status).toBe(429);
      expect(throttled.headers['retry-after']).toBe(String(LOGIN_THROTTLE.windowMs / 1000));
      expect(throttled.body.errors[0].extensions).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfter: LOGIN_THROTTLE.windowMs / 1000,
      });
    });
  });

  describe('a session', () => {
    it('opens the admin paths by bearer header or cookie, and logout ends it at once', async () => {
      const email = await newAccount();
      const res = await login(email).expect(200);
      const token = res.body.data.token as string;
      const cookie = (res.headers['set-cookie'][0] as string).split(';')[0];

      const verify = await api()
        .get('/api/admin/verify-token')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(verify.body).toMatchObject({
        success: true,
        message: 'Token is valid',
        data: { admin: { email } },
      });
      await api().get('/api/admin/profile').set('Cookie', cookie).expect(200);
      const session = await api()
        .post('/graphql')
        .set('Cookie', cookie)
        .send({ query: '{ adminSession { admin { email } expiresAt } }' })
        .expect(200);
      expect(session.body.data.adminSession.admin.email).toBe(email);
      expect(session.body.data.adminSession.expiresAt).toBe(
        new Date(now.getTime() + 86_400_000).toISOString(),
      );

      const out = await api().post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(200);
      expect(out.body).toMatchObject({ success: true, message: 'Logout successful' });
      expect(out.headers['set-cookie'][0]).toMatch(/admin_session=;/);
      const after = await api()
        .get('/api/admin/verify-token')
        .set('Authorization', `Bearer ${token}`)
        .expect(403);
      expect(after.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      await api().get('/api/admin/profile').set('Cookie', cookie).expect(403);
    });

    it('expires after one day (401) and refuses forged and malformed tokens (401)', async () => {
      const email = await newAccount();
      const token = (await login(email).expect(200)).body.data.token as string;
      now = new Date(now.getTime() + 86_400_000 + 1000);
      await api().get('/api/admin/verify-token').set('Authorization', `Bearer ${token}`).expect(401);
      const [header, payload] = token.split('.');
      await api()
        .get('/api/admin/verify-token')
        .set('Authorization', `Bearer ${header}.${payload}.forged`)
        .expect(401);
      await api().get('/api/admin/verify-token').set('Authorization', 'Bearer nonsense').expect(401);
      await api().get('/api/admin/verify-token').expect(401);
    });

    it('shows and changes the profile', async () => {
      const email = await newAccount();
      const token = (await login(email).expect(200)).body.data.token as string;
      const auth = { Authorization: `Bearer ${token}` };
      const profile = await api().get('/api/admin/profile').set(auth).expect(200);
      expect(profile.body.data).toMatchObject({ email, name: `Staff ${accountCount}` });
      const updated = await api()
        .put('/api/admin/profile')
        .set(auth)
        .send({ name: 'Mariam Yousef' })
        .expect(200);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Profile updated successfully',
        data: { name: 'Mariam Yousef' },
      });
      const bad = await api()
        .put('/api/admin/profile')
        .set(auth)
        .send({ email: 'not-an-email', name: 'M' })
        .expect(400);
      expect(bad.body.errors).toEqual([
        { field: 'name', message: 'Name must be 2 to 100 characters' },
        { field: 'email', message: 'Please enter a valid email address' },
      ]);
    });

    it('refuses a write under /api/admin sent as another site’s form could send it (415), and changes nothing', async () => {
      const email = await newAccount();
      const cookie = ((await login(email).expect(200)).headers['set-cookie'][0] as string).split(';')[0];
      const writes = t.app.routes
        .filter((route) => route.method !== 'get')
        .flatMap((route) =>
          route.paths.filter((path) => path.startsWith('/api/admin/')).map((path) => ({ route, path })),
        );
      expect(writes.map(({ route, path }) => `${route.method} ${path}`).sort()).toEqual([
        'post /api/admin/login',
        'post /api/admin/logout',
        'put /api/admin/change-password',
        'put /api/admin/profile',
      ]);
      const fields = { name: 'Mallory', email: 'mallory@example.com', currentPassword: PASSWORD };
      // What a page of another site can send without asking first: a form (three encodings) or no body.
      const crossSite: Array<[string, (call: request.Test) => request.Test]> = [
        ['a form', (call) => call.type('form').send({ ...fields, newPassword: 'taken over by mallory' })],
        ['a multipart form', (call) => call.field('name', 'Mallory').field('email', fields.email)],
        ['plain text', (call) => call.set('Content-Type', 'text/plain').send(JSON.stringify(fields))],
        ['no body', (call) => call],
      ];
      for (const { route, path } of writes) {
        for (const [kind, send] of crossSite) {
          const res = await send(api()[route.method](path).set('Cookie', cookie));
          expect({ path, kind, status: res.status, code: res.body.code }).toEqual({
            path,
            kind,
            status: 415,
            code: 'UNSUPPORTED_MEDIA_TYPE',
          });
          expect(res.body.error).toMatch(/application\/json/);
        }
      }
      // Nothing changed: the session, the name and the password are as they were.
      const profile = await api().get('/api/admin/profile').set('Cookie', cookie).expect(200);
      expect(profile.body.data).toMatchObject({ email, name: `Staff ${accountCount}` });
      await login(email).expect(200);
      // The clients' own calls: JSON with the cookie, and the original client's bearer header without a body.
      await api().post('/api/admin/logout').set('Cookie', cookie).send({}).expect(200);
      await api().get('/api/admin/profile').set('Cookie', cookie).expect(403);
      // The admin web app signs out through GraphQL, as JSON with its cookie.
      const web = ((await login(email).expect(200)).headers['set-cookie'][0] as string).split(';')[0];
      const out = await api()
        .post('/graphql')
        .set('Cookie', web)
        .send({ query: 'mutation AdminLogout { adminLogout }' })
        .expect(200);
      expect(out.body.data).toEqual({ adminLogout: true });
      await api().get('/api/admin/profile').set('Cookie', web).expect(403);
      const token = (await login(email).expect(200)).body.data.token as string;
      await api().post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(200);
    });

    it('changes the password: the old one and every other session stop working, this one continues', async () => {
      const email = await newAccount();
      const first = (await login(email).expect(200)).body.data.token as string;
      const second = (await login(email).expect(200)).body.data.token as string;
      now = new Date(now.getTime() + 2000);
      const wrong = await api()
        .put('/api/admin/change-password')
        .set('Authorization', `Bearer ${first}`)
        .send({ currentPassword: 'nope', newPassword: 'short' })
        .expect(400);
      expect(wrong.body.errors).toEqual([
        { field: 'currentPassword', message: 'The current password is not correct' },
        { field: 'newPassword', message: 'Password must be at least 12 characters long' },
      ]);
      const changed = await api()
        .put('/api/admin/change-password')
        .set('Authorization', `Bearer ${first}`)
        .send({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase' })
        .expect(200);
      const renewed = changed.body.data.token as string;
      await api().get('/api/admin/verify-token').set('Authorization', `Bearer ${renewed}`).expect(200);
      await api().get('/api/admin/verify-token').set('Authorization', `Bearer ${first}`).expect(403);
      await api().get('/api/admin/verify-token').set('Authorization', `Bearer ${second}`).expect(403);
      await login(email).expect(401);
      await login(email, 'a brand new passphrase').expect(200);
    });
  });

  describe('creating accounts at the same time', () => {
    const settledErrors = (results: PromiseSettledResult<unknown>[]) =>
      results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));

    it('creates one of two accounts made for one address at once; the other gets the conflict', async () => {
      const auth = t.app.services.get('adminAccounts');
      const results = await Promise.allSettled([
        auth.createAccount('race@example.com', PASSWORD),
        auth.createAccount('Race@Example.com ', PASSWORD),
      ]);
      const errors = settledErrors(results);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(AppError);
      expect(errors[0]).toMatchObject({
        code: 'CONFLICT',
        message: 'An admin account for race@example.com already exists',
      });
      expect(await t.dataSource.getRepository(AdminUser).countBy({ email: 'race@example.com' })).toBe(1);
    });

    it('starts two instances with ADMIN_EMAIL on one database: both start, one creates the account', async () => {
      const config = {
        ...t.config,
        admin: { ...t.config.admin, account: { email: 'boot@example.com', password: PASSWORD } },
      };
      const lines: string[] = [];
      const auth = t.app.services.get('adminAccounts');
      await Promise.all([
        ensureAdminAccount(auth, config, (line) => lines.push(line)),
        ensureAdminAccount(auth, config, (line) => lines.push(line)),
      ]);
      expect(lines).toEqual(['Admin account created for boot@example.com (password from ADMIN_PASSWORD)']);
      expect(await t.dataSource.getRepository(AdminUser).countBy({ email: 'boot@example.com' })).toBe(1);
    });

    it('refuses the second of two profiles moved to one address at once, as a field error', async () => {
      const auth = t.app.services.get('adminAccounts');
      const sessions = await Promise.all(
        [await newAccount(), await newAccount()].map(async (email) =>
          t.app.services
            .get('adminSessions')
            .authenticate((await login(email).expect(200)).body.data.token as string),
        ),
      );
      const results = await Promise.allSettled(
        sessions.map((session) => auth.updateProfile(session, { email: 'moved@example.com' })),
      );
      const errors = settledErrors(results);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        code: 'BAD_INPUT',
        message: 'Another account uses this email address',
        details: { fieldErrors: [{ field: 'email', message: 'Another account uses this email address' }] },
      });
      expect(await t.dataSource.getRepository(AdminUser).countBy({ email: 'moved@example.com' })).toBe(1);
    });
  });
});
