import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DEFAULT_SUBMISSION_LIMITS } from './config';
import { openDatabase } from './database/data-source';
import { DATABASE_CONTENTS } from './modules';
import { LOGIN_THROTTLE } from './modules/admin-auth/sign-in-throttle';
import { CalendarEvent } from './modules/calendar-event/calendar-event.entity';
import { OutboxMail } from './modules/mail/outbox-mail.entity';
import { Registration } from './modules/registration/registration.entity';
import { JPEG, VALID_REGISTRATION, eventRow } from './testing/fixtures';
import { CLIENT_ADDRESS_HEADER, RoundRobinProxy, startRoundRobinProxy } from './testing/round-robin-proxy';
import { S3TestServer, startS3TestServer } from './testing/s3-test-server';
import { ServerProcess, freePort, startServerProcess } from './testing/server-process';
import { smtpSink } from './testing/smtp-sink';
import { TEST_INSTANCES_REDIS_URL, describeWithRedis } from './testing/test-redis';
import { TestDatabase, testDatabaseKinds } from './testing/test-databases';

const REDIS_URL = TEST_INSTANCES_REDIS_URL;
const SEATS = 10;
const ENROLMENTS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Two processes share a MySQL server (an embedded SQLite file serves one instance).
const kind = testDatabaseKinds().find((k) => k.name === 'mysql');

/**
 * Two built servers on one MariaDB, one Redis and one S3 bucket, behind a round-robin load balancer:
 * what one instance does, the other sees at once.
 */
(kind ? describeWithRedis : describe.skip)('two server instances behind a load balancer', () => {
  // Two server starts and 200 enrolments: longer than a unit test, bounded all the same.
  jest.setTimeout(120_000);

  const suffix = randomBytes(4).toString('hex');
  /** Visitors of this run get addresses of their own: the counts in Redis outlive a run. */
  const runOctet = randomBytes(1)[0] % 200;
  const admin = { email: `staff-${suffix}@example.com`, password: 'two instances, one password' };
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'academy-instance-')));
  let database: TestDatabase;
  let dataSource: DataSource;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let s3: S3TestServer;
  let servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  let event: CalendarEvent;

  beforeAll(async () => {
    database = await kind!.create();
    sink = await smtpSink();
    s3 = await startS3TestServer();
    const ports = [await freePort(), await freePort()];
    const env = (dataDir: string): Record<string, string> => ({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: database.config.type === 'mysql' ? database.config.url : '',
      REDIS_URL,
      SMTP_URL: sink.url,
      S3_URL: s3.config.endpoint!,
      S3_BUCKET: s3.config.bucket,
      S3_ACCESS_KEY_ID: s3.config.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.credentials!.secretAccessKey,
      JWT_SECRET: 'instances-test-secret-shared-by-both-0123456789',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: '1',
    });
    // Both start at once on the empty database, as a deployment starts them: each start migrates and
    // seeds, so they must take turns (openDatabase) instead of creating the same tables twice.
    const starts = await Promise.allSettled(
      ports.map((port, i) => startServerProcess(port, env(dataDirs[i]))),
    );
    servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    for (const start of starts) if (start.status === 'rejected') throw start.reason;
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    dataSource = await openDatabase(database.config, DATABASE_CONTENTS);
    event = await dataSource.getRepository(CalendarEvent).save(
      eventRow({
        id: `instances-${suffix}`,
        name: 'Decode Your Mind: Two Instances',
        date: inDays(30),
        seats: SEATS,
        paymentLink: null,
        sortOrder: 5000,
      }),
    );
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await proxy?.close();
    await dataSource?.destroy();
    await s3?.close();
    await sink?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Sends a request through the load balancer as the visitor at `address`. */
  const viaProxy = (path: string, address: string, init: RequestInit = {}) =>
    fetch(`${proxy.url}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), [CLIENT_ADDRESS_HEADER]: address },
    });
  const json = { 'content-type': 'application/json' };

  it(`${ENROLMENTS} visitors enrolling at once through both take exactly the ${SEATS} seats`, async () => {
    const replies = await Promise.all(
      Array.from({ length: ENROLMENTS }, async (_, i) => {
        const res = await viaProxy('/api/awakenLimitlessHuman', `10.${20 + runOctet}.${i >> 8}.${i & 255}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            ...VALID_REGISTRATION,
            email: `visitor.${i}.${suffix}@example.com`,
            eventId: event.id,
          }),
        });
        return { status: res.status, body: (await res.json()) as { message?: string } };
      }),
    );
    expect(new Set(proxy.served)).toEqual(new Set([0, 1]));
    const accepted = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(accepted).toHaveLength(SEATS);
    expect(refused).toHaveLength(ENROLMENTS - SEATS);
    for (const reply of refused) expect(reply.body.message).toBe('This event is full');
    const { seatsTaken } = await dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id });
    expect(seatsTaken).toBe(SEATS);
    expect(await dataSource.getRepository(Registration).countBy({ eventId: event.id })).toBe(SEATS);
  });

  it('a sign-out through one instance ends the session on the other', async () => {
    const [a, b] = servers;
    const login = await fetch(`${a.url}/api/admin/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const auth = {
      authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
    };
    expect((await fetch(`${b.url}/api/admin/verify-token`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${b.url}/api/admin/logout`, { method: 'POST', headers: auth })).status).toBe(200);
    expect((await fetch(`${a.url}/api/admin/verify-token`, { headers: auth })).status).toBe(403);
  });

  it('wrong sign-ins from one address alternating between the instances count toward one limit', async () => {
    // Counts live in Redis across runs: a new address each run.
    const guesser = `10.30.${randomBytes(2).join('.')}`;
    const attempt = (address: string, password: string) =>
      viaProxy('/api/admin/login', address, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: admin.email, password }),
      });
    const first = proxy.served.length;
    for (let n = 0; n < LOGIN_THROTTLE.perAccountAndAddress; n += 1) {
      expect((await attempt(guesser, 'a wrong guess')).status).toBe(401);
    }
    // One more on each instance, even with the right password: that address is throttled on both.
    for (let n = 0; n < 2; n += 1) {
      const refused = await attempt(guesser, admin.password);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(new Set(proxy.served.slice(first))).toEqual(new Set([0, 1]));
    // The owner, from another address, is not.
    expect((await attempt(`10.31.${randomBytes(2).join('.')}`, admin.password)).status).toBe(200);
  });

  it('forms from one address alternating between the instances count toward one per-address limit', async () => {
    // Counts live in Redis across runs: a new visitor each run.
    const visitor = `10.40.${randomBytes(2).join('.')}`;
    const enquire = (n: number) =>
      viaProxy('/api/contact', visitor, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          firstName: 'Noor',
          lastName: 'Haddad',
          email: `enquirer.${n}.${suffix}@example.com`,
          phoneNumber: '+971 50 123 4567',
          country: 'AU',
          zipCode: '2000',
          message: 'Is there a Decode intake next month?',
          acceptPrivacyPolicy: true,
        }),
      });
    const first = proxy.served.length;
    for (let n = 0; n < DEFAULT_SUBMISSION_LIMITS.perAddress; n += 1) {
      expect((await enquire(n)).status).toBe(201);
    }
    const refused = await enquire(DEFAULT_SUBMISSION_LIMITS.perAddress);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(new Set(proxy.served.slice(first))).toEqual(new Set([0, 1]));
  });

  it('sends every queued mail once, whichever instance sends it', async () => {
    const outbox = dataSource.getRepository(OutboxMail);
    for (let waited = 0; (await outbox.countBy({ status: 'sent' })) < (await outbox.count()); waited += 250) {
      if (waited > 30_000) throw new Error('The outbox was not sent within 30 s');
      await sleep(250);
    }
    const queued = await outbox.find({ select: { id: true } });
    expect(queued.length).toBeGreaterThanOrEqual(SEATS);
    // The Message-ID is the outbox row's id (at the site's host): one mail each, none sent twice.
    const sent = sink.received.map((mail) => /^<([^@>]+)@/.exec(mail.messageId ?? '')?.[1]);
    expect(sent.sort()).toEqual(queued.map((mail) => mail.id).sort());
  });

  it('serves an ID photo uploaded through one instance from the other, never from the bucket', async () => {
    const [a, b] = servers;
    // The registrant's private link, as their confirmation mail gives it.
    const texts = sink.received.map((mail) => mail.text ?? '');
    const link = texts.map((text) => /\/my-registration\/([\w-]+)#(rt_[\w-]+)/.exec(text)).find(Boolean)!;
    const [, id, token] = link;
    const auth = { authorization: `Bearer ${token}` };
    const path = `/api/awakenLimitlessHuman/${id}`;

    const form = new FormData();
    form.append('idPhotofront', new Blob([JPEG], { type: 'image/jpeg' }), 'front.jpg');
    const upload = await fetch(`${a.url}${path}`, { method: 'PUT', headers: auth, body: form });
    const uploadText = await upload.text();
    expect(upload.status).toBe(200);
    expect(JSON.parse(uploadText).data.idPhotofront).toBe(`${path}/photos/idPhotofront`);

    const photo = await fetch(`${b.url}${path}/photos/idPhotofront`, { headers: auth });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await fetch(`${b.url}${path}/photos/idPhotofront`)).status).toBe(401);

    // Nothing the app answers points at the bucket, and the bucket only ever saw the app's signed calls.
    const read = await (await fetch(`${b.url}${path}`, { headers: auth })).text();
    const bucketHost = new URL(s3.config.endpoint!).host;
    for (const text of [uploadText, read]) expect(text).not.toContain(bucketHost);
    const stored = s3.requests.filter((request) => request.path.includes(`/registrations/${id}/`));
    expect(stored.map((request) => request.method)).toEqual(['PUT', 'HEAD', 'GET']);
    for (const request of s3.requests) {
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
      expect(request.headers['x-amz-acl']).toBeUndefined();
    }
    // Neither instance kept a copy of its own.
    for (const dir of dataDirs) expect(existsSync(join(dir, 'uploads'))).toBe(false);
  });
});
