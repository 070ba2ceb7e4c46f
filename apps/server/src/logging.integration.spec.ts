import { AsyncLocalStorage } from 'node:async_hooks';
import request from 'supertest';
import { VALID_REGISTRATION, addEvent, privateToken, testClock } from './testing/fixtures';
import { CapturedLog, captureLog } from './testing/log-capture';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

/** People nobody else in the suite is called, so any trace of them in the log is a leak. */
const PEOPLE = [
  { first: 'Zephyrine', last: 'Okonkwo-Vance', email: 'zephyrine.vance@example.ae', phone: '050 987 1111' },
  { first: 'Quillon', last: 'Marchetti', email: 'quillon.m@example.org', phone: '050 987 2222' },
  { first: 'Ysolde', last: 'Brannagh', email: 'ysolde.b@example.net', phone: '050 987 3333' },
  { first: 'Tiberius', last: 'Okafor', email: 'tiberius.o@example.com', phone: '050 987 4444' },
];
const ENQUIRER = {
  first: 'Oriana',
  last: 'Castellanos',
  email: 'oriana.c@example.ae',
  phone: '+971 50 555 6789',
};
const ADMIN = { email: 'warden.of.logs@example.com', password: 'correct horse battery staple 42' };
const WRONG_PASSWORD = 'tr0ub4dor&3 is not it';

const enrolment = (person: (typeof PEOPLE)[number], eventId: string) => ({
  ...VALID_REGISTRATION,
  firstName: person.first,
  lastName: person.last,
  email: person.email,
  mobileNo: person.phone,
  eventId,
});

const enquiry = (person: typeof ENQUIRER, message: string) => ({
  firstName: person.first,
  lastName: person.last,
  email: person.email,
  phoneNumber: person.phone,
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message,
  acceptPrivacyPolicy: true,
});

const SUBMIT_ENQUIRY = `mutation SubmitEnquiry($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }`;

/**
 * A small load run through the real app with the logger writing into memory: enrolments (one for a full
 * event, one with bad input), enquiries, sign-ins (one with a wrong password), the private link, an
 * admin search for a name, and writes the database refuses (a trigger; on MariaDB its message quotes
 * the e-mail, as "Duplicate entry" does). None of what was sent may reach the log, and every line
 * carries the id of its request, which the replies carry too.
 */
describe.each(testDatabaseKinds())('logs of a load run, on %s', (kind) => {
  let t: TestApp;
  let log: CapturedLog;
  const secrets: string[] = [];
  const requestIds: string[] = [];
  const api = () => request(t.app.express);
  const keep = (res: request.Response) => {
    requestIds.push(res.headers['x-request-id']);
    return res;
  };

  /** Makes every insert into the table fail, the refusal quoting the row's e-mail where the engine can. */
  async function refuseInserts(table: string): Promise<() => Promise<void>> {
    const mysql = t.dataSource.options.type === 'mysql';
    const column = table === 'outbox_mail' ? 'recipient' : 'email';
    await t.dataSource.query(
      mysql
        ? `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} FOR EACH ROW BEGIN
             DECLARE reason VARCHAR(255) DEFAULT CONCAT('Duplicate entry ''', NEW.${column}, ''' for key ''email''');
             SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = reason;
           END`
        : `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by test'); END`,
    );
    return async () => {
      await t.dataSource.query(`DROP TRIGGER refuse_${table}`);
    };
  }

  beforeAll(async () => {
    log = captureLog();
    t = await startTestApp(kind, {
      clock: testClock(),
      logger: log.logger,
      env: { NODE_ENV: 'production', JWT_SECRET: 'logging-test-secret-0123456789abcdefghij' },
    });
    await t.app.services.get('adminAccounts').createAccount(ADMIN.email, ADMIN.password);
    const event = await addEvent(t, { seats: 2 });

    const [first, second, third, fourth] = PEOPLE;
    const enrolled = keep(await api().post('/api/awakenLimitlessHuman').send(enrolment(first, event.id)));
    expect(enrolled.status).toBe(201);
    expect(keep(await api().post('/api/awakenLimitlessHuman').send(enrolment(second, event.id))).status).toBe(
      201,
    );
    // The event is full now.
    expect(keep(await api().post('/api/awakenLimitlessHuman').send(enrolment(third, event.id))).status).toBe(
      409,
    );
    const badInput = { ...enrolment(fourth, event.id), email: `${fourth.first} at nowhere`, mobileNo: 'x' };
    expect(keep(await api().post('/api/awakenLimitlessHuman').send(badInput)).status).toBe(400);

    const id = enrolled.body.data._id as string;
    const token = await privateToken(t, id);
    secrets.push(token);
    expect(
      keep(
        await api()
          .get(`/api/awakenLimitlessHuman/user/${encodeURIComponent(first.email)}`)
          .set('Authorization', `Bearer ${token}`),
      ).status,
    ).toBe(200);
    expect(
      keep(await api().get(`/api/awakenLimitlessHuman/${id}`).set('X-Registration-Token', token)).status,
    ).toBe(200);

    expect(keep(await api().post('/api/contact').send(enquiry(ENQUIRER, 'A first question'))).status).toBe(
      201,
    );
    const viaGraphql = keep(
      await api()
        .post('/graphql')
        .send({ query: SUBMIT_ENQUIRY, variables: { input: enquiry(ENQUIRER, 'A second question') } }),
    );
    expect(viaGraphql.body.errors).toBeUndefined();

    expect(
      keep(await api().post('/api/admin/login').send({ email: ADMIN.email, password: WRONG_PASSWORD }))
        .status,
    ).toBe(401);
    const signedIn = keep(await api().post('/api/admin/login').send(ADMIN));
    expect(signedIn.status).toBe(200);
    const adminToken = signedIn.body.data.token as string;
    secrets.push(adminToken);
    const search = await api()
      .get(`/api/awakenLimitlessHuman?search=${encodeURIComponent(first.last)}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Cookie', `token=${adminToken}`);
    expect(keep(search).status).toBe(200);

    const allowEnquiries = await refuseInserts('contact_message');
    try {
      expect(keep(await api().post('/api/contact').send(enquiry(ENQUIRER, 'Refused by REST'))).status).toBe(
        500,
      );
      const refused = keep(
        await api()
          .post('/graphql')
          .send({ query: SUBMIT_ENQUIRY, variables: { input: enquiry(ENQUIRER, 'Refused by GraphQL') } }),
      );
      expect(refused.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await allowEnquiries();
    }
    const another = await addEvent(t);
    const allowMails = await refuseInserts('outbox_mail');
    try {
      expect(
        keep(await api().post('/api/awakenLimitlessHuman').send(enrolment(fourth, another.id))).status,
      ).toBe(500);
    } finally {
      await allowMails();
    }
  });
  afterAll(() => t.close());

  it('holds none of the names, e-mail addresses, phone numbers, passwords and tokens sent', () => {
    const text = log.text();
    expect(text.length).toBeGreaterThan(0);
    const sent = [
      ...[...PEOPLE, ENQUIRER].flatMap((person) => [
        person.first,
        person.last,
        person.email,
        encodeURIComponent(person.email),
        person.phone,
      ]),
      ADMIN.email,
      ADMIN.password,
      WRONG_PASSWORD,
      ...secrets,
    ];
    for (const value of sent) expect(text).not.toContain(value);
    // What the messages said is the visitors' too.
    expect(text).not.toMatch(/A first question|A second question|Refused by (REST|GraphQL)/);
  });

  it('gives every line the id of its request, the one its reply carries', () => {
    const lines = log.lines();
    expect(lines.length).toBeGreaterThanOrEqual(requestIds.length);
    for (const line of lines) expect(line.requestId).toEqual(expect.any(String));
    const completed = lines.filter((line) => line.res !== undefined).map((line) => line.requestId);
    expect(completed).toEqual(expect.arrayContaining(requestIds));
  });

  it('logs each refused write once, with its code and without the query or its values', () => {
    const failures = log
      .lines()
      .filter((line) => /Request failed|GraphQL request failed/.test(String(line.msg)));
    expect(failures).toHaveLength(3);
    for (const failure of failures) {
      expect(failure).toMatchObject({
        level: 'error',
        err: { type: 'QueryFailedError', code: expect.anything() },
      });
      expect(Object.keys(failure.err as object).sort()).toEqual(
        expect.arrayContaining(['message', 'stack', 'type']),
      );
      expect(JSON.stringify(failure)).not.toMatch(/parameters|INSERT INTO|VALUES/i);
    }
  });

  it('logs a route by its pattern and a path without its query or the e-mail in it', () => {
    const byUser = log.lines().find((line) => line.route === '/api/awakenLimitlessHuman/user/:userId');
    expect(byUser?.req).toEqual({ method: 'GET', path: '/api/awakenLimitlessHuman/user/[email]' });
    expect(log.lines().map((line) => line.route)).toEqual(
      expect.arrayContaining(['/api/awakenLimitlessHuman', '/api/contact', '/graphql', '/api/admin/login']),
    );
    const paths = log.lines().map((line) => (line.req as { path?: string } | undefined)?.path ?? '');
    expect(paths.filter((path) => path.includes('?'))).toEqual([]);
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseKinds()[0]);
  });
  afterAll(() => t.close());

  it('keeps a sane incoming X-Request-Id and replaces anything else with a UUID', async () => {
    const kept = await request(t.app.express).get('/api/nowhere').set('X-Request-Id', 'lb-7f3a.9:01');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.9:01');
    expect(kept.body).toMatchObject({ code: 'NOT_FOUND', requestId: 'lb-7f3a.9:01' });

    for (const insane of ['has spaces in it', 'x'.repeat(65), 'a"b', '']) {
      const res = await request(t.app.express).get('/api/nowhere').set('X-Request-Id', insane);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
    }
    const first = await request(t.app.express).get('/healthz');
    const second = await request(t.app.express).get('/healthz');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('puts the id in every GraphQL error: validation, refusal before parsing, and a field error', async () => {
    const graphql = (body: object) => request(t.app.express).post('/graphql').send(body);
    const replies = [
      await graphql({ query: '{ nope }' }),
      await graphql({ query: `{ ${'calendarEvents { id } '.repeat(2000)} }` }),
      await graphql({ query: 'mutation { adminLogin(email: "", password: "") { token } }' }),
    ];
    for (const reply of replies) {
      expect(reply.body.errors.length).toBeGreaterThan(0);
      for (const error of reply.body.errors) {
        expect(error.extensions.requestId).toBe(reply.headers['x-request-id']);
      }
    }
  });

  it('puts the id in the errors of a request Apollo refuses before its operation starts', async () => {
    const replies = [
      await request(t.app.express).post('/graphql').send({}),
      await request(t.app.express).post('/graphql').send({ query: '{ __typename }', variables: 'x' }),
      // CSRF prevention, before the context is made: a GET without a preflight header.
      await request(t.app.express).get('/graphql?query=%7B__typename%7D'),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual([
        expect.objectContaining({
          extensions: expect.objectContaining({
            code: 'BAD_REQUEST',
            requestId: reply.headers['x-request-id'],
          }),
        }),
      ]);
    }
  });

  it('serves GraphQL without an AsyncLocalStorage, whose promise hooks would slow every request', async () => {
    const run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = jest.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const graphql = (body: object) => request(t.app.express).post('/graphql').send(body);
      expect((await graphql({ query: '{ __typename }' })).body.errors).toBeUndefined();
      expect((await graphql({ query: '{ nope }' })).body.errors).toHaveLength(1);
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });

  it('puts the id in the REST error shape of a body the parser refuses', async () => {
    const res = await request(t.app.express)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, requestId: res.headers['x-request-id'] });
  });
});
