import request from 'supertest';
import { adminToken, privateToken, testClock } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

type Method = 'get' | 'post' | 'put' | 'patch';

/**
 * The original React client as SPEC.md 7 describes it: base path /api/, JSON, and the stored bearer
 * token on every call. What SPEC 7 calls `data` is the wrapper's `data`, the HTTP body itself: the
 * login reads `body.token`, the lists `body.data` and `body.pagination`.
 */
class OriginalClient {
  token: string | undefined;

  constructor(private readonly t: () => TestApp) {}

  call(method: Method, path: string, origin?: string): request.Test {
    const call = request(this.t().app.express)[method](`/api/${path}`);
    if (origin) call.set('Origin', origin);
    return this.token ? call.set('Authorization', `Bearer ${this.token}`) : call;
  }
}

const ADMIN_EMAIL = 'mariam@example.com';
const ADMIN_PASSWORD = 'a test password, long enough';

/** The contact form's payload (SPEC.md 3.2). */
const CONTACT = {
  firstName: 'Omar',
  lastName: 'Khalil',
  email: 'omar.khalil@example.com',
  phoneNumber: '0501234567',
  country: 'IN',
  zipCode: '110001',
  message: 'Is there a weekend intake?',
  acceptPrivacyPolicy: true,
};

/**
 * The enrolment form's payload as the original client builds it (SPEC.md 3.1), its tick boxes
 * "converted for sending" (SPEC.md 5.2) to JSON booleans: text in their place is refused.
 */
const ENROLMENT = {
  firstName: 'Layla',
  middleName: '',
  lastName: 'Hassan',
  nameAsCertificate: 'Layla Hassan',
  currentAddress: 'Business Bay, Dubai',
  permanenetAddress: 'Business Bay, Dubai',
  isSameAddress: true,
  city: 'Dubai | Awaken Limitless Human | 2026-12-07',
  venue: 'Not provided',
  timeslot: 'Not specified',
  TelNo: '0501234567',
  mobileNo: '0501234567',
  email: 'layla.original@example.com',
  dob: '1990-04-12',
  occupation: 'Teacher',
  courseDetailDate: 'Not specified',
  courseDetailTime: 'Not specified',
  courseDetailVenue: 'Not specified',
  hearAbout: 'Instagram',
  communicationPreferences: true,
  termsandcondition: true,
  levelName: '1',
};

describe.each(testDatabaseKinds())('the original client, call by call, on %s', (kind) => {
  let t: TestApp;
  const visitor = new OriginalClient(() => t);
  const registrant = new OriginalClient(() => t);
  const admin = new OriginalClient(() => t);
  let registrationId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    await t.app.services.get('adminAccounts').createAccount(ADMIN_EMAIL, ADMIN_PASSWORD, 'Mariam');
  });
  afterAll(() => t.close());

  it('POST /api/contact: any 2xx is success', async () => {
    const res = await visitor.call('post', 'contact').send(CONTACT);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });

  it('POST /api/awakenLimitlessHuman: the reply carries the thank-you message', async () => {
    const res = await visitor.call('post', 'awakenLimitlessHuman').send(ENROLMENT).expect(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toMatch(/^Thank you for registering!/);
    registrationId = res.body.data._id;
    registrant.token = await privateToken(t, registrationId);
  });

  it('GET /api/awakenLimitlessHuman/{id} with the private token', async () => {
    const res = await registrant.call('get', `awakenLimitlessHuman/${registrationId}`).expect(200);
    expect(res.body).toMatchObject({ success: true, data: { _id: registrationId, firstName: 'Layla' } });
  });

  it('PUT /api/awakenLimitlessHuman/{id} as multipart with the private token', async () => {
    const res = await registrant
      .call('put', `awakenLimitlessHuman/${registrationId}`)
      .field('occupation', 'Counsellor')
      .expect(200);
    expect(res.body).toMatchObject({ success: true, data: { occupation: 'Counsellor' } });
  });

  it('GET /api/awakenLimitlessHuman/{id}/status with the private token', async () => {
    const res = await registrant.call('get', `awakenLimitlessHuman/${registrationId}/status`).expect(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'pending' } });
  });

  it('POST /api/admin/login with {email, password}: the token sits at the top of the body', async () => {
    const res = await admin
      .call('post', 'admin/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.token).toBe('string');
    // Clients that read data.token keep working too.
    expect(res.body.data.token).toBe(res.body.token);
    admin.token = res.body.token;
  });

  it('a failed login carries success false and the error text', async () => {
    const res = await visitor
      .call('post', 'admin/login')
      .send({ email: ADMIN_EMAIL, password: 'not the password at all' })
      .expect(401);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.error).toBe('string');
  });

  it('GET /api/admin/profile with the bearer token', async () => {
    const res = await admin.call('get', 'admin/profile').expect(200);
    expect(res.body).toMatchObject({ success: true, data: { email: ADMIN_EMAIL, name: 'Mariam' } });
  });

  it('PUT /api/admin/profile with the bearer token', async () => {
    const res = await admin.call('put', 'admin/profile').send({ name: 'Mariam Saeed' }).expect(200);
    expect(res.body).toMatchObject({ success: true, data: { name: 'Mariam Saeed' } });
  });

  it('GET /api/awakenLimitlessHuman?page&limit&search: rows at body.data, figures at body.pagination', async () => {
    const res = await admin.call('get', 'awakenLimitlessHuman?page=1&limit=10&search=layla').expect(200);
    expect(res.body.success).toBe(true);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data.map((row: { _id: string }) => row._id)).toEqual([registrationId]);
    expect(res.body.pagination).toMatchObject({ totalPages: 1, totalRegistrations: 1, currentPage: 1 });
  });

  it('GET /api/awakenLimitlessHuman/{id} with the admin token (the dashboard opens one)', async () => {
    const res = await admin.call('get', `awakenLimitlessHuman/${registrationId}`).expect(200);
    expect(res.body.data).toMatchObject({ _id: registrationId, occupation: 'Counsellor' });
  });

  it('GET /api/registration: success, data and message', async () => {
    const res = await admin.call('get', 'registration').expect(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(res.body.data.map((row: { _id: string }) => row._id)).toContain(registrationId);
  });

  it.each(['contact', 'contacts'])('GET /api/%s: success, data and pagination', async (path) => {
    const res = await admin.call('get', path).expect(200);
    expect(res.body).toMatchObject({ success: true, pagination: { total: 1 } });
    expect(res.body.data[0]).toMatchObject({ fullName: 'Omar Khalil', email: CONTACT.email });
  });

  it('GET /api/awakenLimitlessHuman/download?startDate&endDate: a CSV of the days asked for', async () => {
    const res = await admin
      .call('get', 'awakenLimitlessHuman/download?startDate=2026-11-23&endDate=2026-11-23')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = res.text.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFFRegistration,Reference,Registered at,Status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(registrationId);
    expect(lines[1]).toContain(ENROLMENT.email);
    const later = await admin
      .call('get', 'awakenLimitlessHuman/download?startDate=2026-11-24&endDate=2026-11-30')
      .expect(200);
    expect(later.text.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it.each([
    ['neither date', '', 2],
    ['only startDate', '?startDate=2026-11-23', 2],
    ['only endDate', '?endDate=2026-11-22', 1],
    ['both left empty', '?startDate=&endDate=', 2],
  ])(
    'GET /api/awakenLimitlessHuman/download with %s: the range is open at that end',
    async (_, query, lines) => {
      const res = await admin.call('get', `awakenLimitlessHuman/download${query}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.text.split('\n').filter(Boolean)).toHaveLength(lines);
    },
  );

  it.each([
    ['startDate', '?startDate=2026-02-30'],
    ['endDate', '?endDate=soon'],
  ])('GET /api/awakenLimitlessHuman/download refuses an unreadable %s given alone', async (field, query) => {
    const res = await admin.call('get', `awakenLimitlessHuman/download${query}`).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(`${field} must be a day such as 2026-11-01`);
  });

  it('GET /api/awakenLimitlessHuman/download refuses a date it cannot read, naming the field', async () => {
    const res = await admin
      .call('get', 'awakenLimitlessHuman/download?startDate=yesterday&endDate=2026-11-23')
      .expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/startDate/);
  });

  it.each([
    ['get', 'contacts'],
    ['get', 'awakenLimitlessHuman/download?startDate=2026-11-23&endDate=2026-11-23'],
  ] as const)('%s /api/%s is staff only', async (method, path) => {
    await visitor.call(method, path).expect(401);
    const other = new OriginalClient(() => t);
    other.token = registrant.token;
    await other.call(method, path).expect(401);
  });

  it('POST /api/admin/logout ends the session: later calls answer 403', async () => {
    await admin.call('post', 'admin/logout').expect(200);
    await admin.call('get', 'admin/profile').expect(403);
  });
});

describe.each(testDatabaseKinds())('calls from the original site on another host, on %s', (kind) => {
  const SITE = 'https://www.original-site.example';
  let t: TestApp;
  let token: string;
  const preflight = (path: string, origin: string, method = 'POST') =>
    request(t.app.express)
      .options(path)
      .set('Origin', origin)
      .set('Access-Control-Request-Method', method)
      .set('Access-Control-Request-Headers', 'content-type');

  beforeAll(async () => {
    t = await startTestApp(kind, {
      clock: testClock(),
      env: { CORS_ORIGINS: `${SITE}, http://localhost:5173` },
    });
    token = await adminToken(t);
  });
  afterAll(() => t.close());

  it.each(['/api/contact', '/api/awakenLimitlessHuman', '/awakenLimitlessHuman'])(
    'lets a listed origin post to %s after a preflight',
    async (path) => {
      const res = await preflight(path, SITE).expect(204);
      expect(res.headers['access-control-allow-origin']).toBe(SITE);
      expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
      expect(res.headers['access-control-allow-headers']).toMatch(/content-type/i);
      expect(res.headers.vary).toMatch(/Origin/);
    },
  );

  it('answers the listed origin’s contact submission with the CORS header', async () => {
    const res = await request(t.app.express).post('/api/contact').set('Origin', SITE).send(CONTACT);
    expect(res.status).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('gives an unlisted origin no CORS header', async () => {
    const res = await preflight('/api/contact', 'https://elsewhere.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const post = await request(t.app.express)
      .post('/api/contact')
      .set('Origin', 'https://elsewhere.example')
      .send(CONTACT);
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps every other path same-origin, admin sign-in and GraphQL included', async () => {
    const open = new Set(['/api/contact', '/api/awakenLimitlessHuman', '/awakenLimitlessHuman']);
    const closed = t.app.routes.flatMap((route) =>
      route.paths
        .filter((path) => !(route.method === 'post' && open.has(path)))
        .map((path) => ({ route, path })),
    );
    expect(closed.length).toBeGreaterThanOrEqual(25);
    for (const { route, path } of [...closed, { route: { method: 'post' }, path: '/graphql' }]) {
      const sample = path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await preflight(sample, SITE, route.method.toUpperCase());
      expect({ path, allowed: res.headers['access-control-allow-origin'] }).toEqual({
        path,
        allowed: undefined,
      });
      const call = await request(t.app.express)
        [route.method as Method](sample)
        .set('Origin', SITE)
        .set('Authorization', `Bearer ${token}`);
      expect({ path, allowed: call.headers['access-control-allow-origin'] }).toEqual({
        path,
        allowed: undefined,
      });
    }
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseKinds()[0]);
  });
  afterAll(() => t.close());

  it('no origin may call across sites', async () => {
    const res = await request(t.app.express)
      .options('/api/contact')
      .set('Origin', 'https://www.original-site.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
