import request from 'supertest';
import { VALID_REGISTRATION, adminToken, addEvent } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

const TOKEN = 'scraper-token-0123456789abcdef';

/** The value of one sample of the Prometheus text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe.each(testDatabaseKinds())('GET /metrics, on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-23T08:00:00Z');
  const scrape = async () =>
    (await request(t.app.express).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { METRICS_TOKEN: TOKEN }, clock: { now: () => now } });
  });
  afterAll(() => t.close());

  it('answers only the bearer of METRICS_TOKEN, in Prometheus text', async () => {
    const none = await request(t.app.express).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    await request(t.app.express).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(t.app.express).get('/metrics').set('Authorization', TOKEN).expect(401);
    const res = await request(t.app.express)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds',
      'graphql_operations_total',
      'graphql_operation_duration_seconds',
      'mail_outbox_mails',
      'mail_outbox_oldest_queued_age_seconds',
      'calendar_event_seats_taken',
      'calendar_event_seats',
      'admin_sign_in_failures_total',
    ]) {
      expect(res.text).toContain(`# TYPE ${family} `);
    }
  });

  it('counts requests by route pattern and status, never by raw address', async () => {
    const token = await adminToken(t);
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    await request(t.app.express)
      .get(`/api/awakenLimitlessHuman/${unknown}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(404);
    await request(t.app.express).get('/api/no/such/path').expect(404);
    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', {
        method: 'GET',
        route: '/api/awakenLimitlessHuman/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api', status: '404' })).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/awakenLimitlessHuman/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(text).not.toContain(unknown);
    expect(text).not.toContain('/api/no/such/path');
  });

  it("counts GraphQL operations under the web app's names, anonymous, unknown, and every other name as other", async () => {
    const graphql = (query: string) => request(t.app.express).post('/graphql').send({ query });
    // CalendarEvents is a name the web app's documents use; GraphiQL's introspection query is another.
    await graphql('query CalendarEvents { calendarEvents { id } }').expect(200);
    await graphql('query IntrospectionQuery { __schema { queryType { name } } }').expect(200);
    await graphql('{ calendarEvents { id } }').expect(200);
    await graphql('query Broken { calendarEvents {').expect(400);
    for (let i = 0; i < 5; i += 1) await graphql(`query Invented${i} { health { status } }`).expect(200);
    const text = await scrape();
    expect(
      sample(text, 'graphql_operations_total', { operation: 'CalendarEvents', type: 'query', outcome: 'ok' }),
    ).toBe(1);
    expect(sample(text, 'graphql_operations_total', { operation: 'IntrospectionQuery', type: 'query' })).toBe(
      1,
    );
    expect(sample(text, 'graphql_operations_total', { operation: 'anonymous', type: 'query' })).toBe(1);
    expect(sample(text, 'graphql_operations_total', { operation: 'unknown', outcome: 'error' })).toBe(1);
    // A name the client made up never becomes a label, not even the first.
    expect(text).not.toMatch(/Invented/);
    expect(sample(text, 'graphql_operations_total', { operation: 'other', type: 'query' })).toBe(5);
  });

  it('reports the outbox by status and the age of its oldest queued mail', async () => {
    const before = await scrape();
    expect(sample(before, 'mail_outbox_oldest_queued_age_seconds')).toBe(0);
    await request(t.app.express)
      .post('/api/contact')
      .send({
        firstName: 'Metric',
        lastName: 'Reader',
        email: 'metric.reader@example.com',
        phoneNumber: '+971 50 123 4567',
        country: 'UK',
        zipCode: 'SW1A 1AA',
        message: 'How full is the outbox?',
        acceptPrivacyPolicy: true,
      })
      .expect(201);
    now = new Date(now.getTime() + 90_000);
    const text = await scrape();
    // The enquirer's confirmation and the provider's notice; the worker is not running here.
    expect(sample(text, 'mail_outbox_mails', { status: 'pending' })).toBe(2);
    expect(sample(text, 'mail_outbox_mails', { status: 'failed' })).toBe(0);
    expect(sample(text, 'mail_outbox_oldest_queued_age_seconds')).toBe(90);
  });

  it('reports seats taken of upcoming events only', async () => {
    const upcoming = await addEvent(t, { seats: 8, date: '2026-12-14' });
    const past = await addEvent(t, { seats: 8, seatsTaken: 3, date: '2026-10-01' });
    await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email: `seat.${kind.name}@example.com`, eventId: upcoming.id })
      .expect(201);
    const text = await scrape();
    expect(sample(text, 'calendar_event_seats_taken', { event: upcoming.id })).toBe(1);
    expect(sample(text, 'calendar_event_seats', { event: upcoming.id })).toBe(8);
    expect(sample(text, 'calendar_event_seats_taken', { event: past.id })).toBeUndefined();
  });

  it('counts failed sign-ins', async () => {
    const before = sample(await scrape(), 'admin_sign_in_failures_total', { reason: 'invalid' }) ?? 0;
    for (let i = 0; i < 2; i += 1) {
      await request(t.app.express)
        .post('/api/admin/login')
        .send({ email: 'nobody@example.com', password: 'not the password at all' })
        .expect(401);
    }
    expect(sample(await scrape(), 'admin_sign_in_failures_total', { reason: 'invalid' })).toBe(before + 2);
  });
});

describe('/metrics access', () => {
  const kind = testDatabaseKinds()[0];
  const withEnv = async (env: NodeJS.ProcessEnv, check: (t: TestApp) => Promise<void>) => {
    const t = await startTestApp(kind, { env });
    try {
      await check(t);
    } finally {
      await t.close();
    }
  };

  it('does not exist with neither METRICS_TOKEN nor METRICS_ALLOW set', () =>
    withEnv({}, async (t) => {
      const res = await request(t.app.express).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_requests_total');
    }));

  it('reads the client address from X-Forwarded-For only as far as TRUST_PROXY trusts it', async () => {
    // No proxy in front: the header is the client's to forge, and the connection (127.0.0.1) counts.
    await withEnv({ METRICS_ALLOW: '10.9.9.9' }, async (t) => {
      await request(t.app.express).get('/metrics').set('X-Forwarded-For', '10.9.9.9').expect(403);
    });
    // One proxy in front: the address it added last counts, never one the client wrote before it.
    await withEnv({ METRICS_ALLOW: '10.9.9.9', TRUST_PROXY: '1' }, async (t) => {
      const metrics = (forwardedFor: string) =>
        request(t.app.express).get('/metrics').set('X-Forwarded-For', forwardedFor);
      await metrics('10.9.9.9, 203.0.113.7').expect(403);
      await metrics('10.9.9.9').expect(200);
      await metrics('203.0.113.7, 10.9.9.9').expect(200);
    });
    // The proxy itself on an allowed address lets no client through it.
    await withEnv({ METRICS_ALLOW: '127.0.0.1', TRUST_PROXY: '1' }, async (t) => {
      await request(t.app.express).get('/metrics').set('X-Forwarded-For', '203.0.113.7').expect(403);
      await request(t.app.express)
        .get('/metrics')
        .set('X-Forwarded-For', '127.0.0.1, 203.0.113.7')
        .expect(403);
    });
  });

  it('answers a client address in METRICS_ALLOW without a token, and refuses another', async () => {
    await withEnv({ METRICS_ALLOW: '127.0.0.1' }, async (t) => {
      const res = await request(t.app.express).get('/metrics').expect(200);
      expect(res.text).toContain('# TYPE http_requests_total counter');
    });
    await withEnv({ METRICS_ALLOW: '10.9.9.9' }, async (t) => {
      const res = await request(t.app.express).get('/metrics').expect(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    });
  });
});
