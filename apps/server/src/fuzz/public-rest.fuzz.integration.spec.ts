import { readdirSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { Server } from 'node:http';
import { join } from 'node:path';
import fc, { Arbitrary } from 'fast-check';
import Stripe from 'stripe';
import { CALENDAR_EVENTS, FAMILY_SESSIONS, VIDEOS } from '@academy/content';
import { STRIPE_WEBHOOK_PATH } from '../modules/payment/payment.routes';
import { Registration } from '../modules/registration/registration.entity';
import { VALID_ENQUIRY, VALID_REGISTRATION, privateToken, testClock } from '../testing/fixtures';
import {
  FuzzBody,
  jsonBodies,
  optionalHeader,
  multipartBodies,
  urlencodedBodies,
} from '../testing/fuzz/bodies';
import { JsonTree, formTree, hostileText, jsonText } from '../testing/fuzz/json-text';
import { FuzzRequest, restReplyProblem } from '../testing/fuzz/replies';
import { FUZZ_TIMEOUT, FuzzTarget, fuzz, fuzzRuns } from '../testing/fuzz/run';
import { FUZZ_ADMIN, LOGIN_ATTEMPT, OVERLONG_EMAIL } from '../testing/fuzz/samples';
import { TestApp, startTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';

/** Header values a client can put on the wire (printable ASCII), hostile all the same. */
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,120}$/);

const request = (method: string, path: string) => (body: FuzzBody) => ({ method, path, ...body });
const withHeaders = (extra: Record<string, string>) => (request: FuzzRequest) => ({
  ...request,
  headers: { ...request.headers, ...extra },
});

const percentEncoded = (bytes: Buffer) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Path segments: the real ones, hostile text percent-encoded, and raw sequences no decoder accepts. */
const segment = (known: string[]) =>
  fc.oneof(
    fc.constantFrom(...known),
    hostileText.map((text) => percentEncoded(Buffer.from(text.slice(0, 300)))),
    fc.uint8Array({ minLength: 1, maxLength: 40 }).map((bytes) => percentEncoded(Buffer.from(bytes))),
    fc.constantFrom('%', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%C0%AE%C0%AE', '.'),
  );

const queryString = fc.oneof(
  fc.constant(''),
  fc.array(fc.tuple(hostileText, hostileText), { maxLength: 4 }).map((pairs) => {
    const text = new URLSearchParams(
      pairs.map(([k, v]): [string, string] => [k.slice(0, 200), v.slice(0, 200)]),
    ).toString();
    return text ? `?${text}` : '';
  }),
  fc.constantFrom('?%', '?a[b][c][d][e]=1', '?__proto__[x]=1', '?constructor[prototype][x]=1', '?a=%E0%A4%A'),
);

interface Context {
  registrationId: string;
  token: string;
}

/** Online payment is on in this app, so that Stripe's webhook path is declared and fuzzed. */
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' };
const stripe = new Stripe(STRIPE_ENV.STRIPE_SECRET_KEY);

/**
 * Stripe events about the fuzz's registration, each field valid, hostile or missing, of the types the
 * site handles and others: signed with the app's secret (so the handling behind the signature check is
 * fuzzed too), signed with another, or not signed at all.
 */
const stripeWebhooks = ({ registrationId }: Context) =>
  fc
    .tuple(
      formTree({ id: 'evt_test_fuzz', object: 'event' }),
      fc.oneof(
        fc.constantFrom(
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
          'checkout.session.expired',
          'charge.refunded',
          'customer.created',
        ),
        hostileText,
      ),
      formTree({
        id: 'cs_test_fuzz',
        object: 'checkout.session',
        client_reference_id: registrationId,
        metadata: { registrationId },
        payment_status: 'paid',
        amount_total: 37500,
        currency: 'aed',
        payment_intent: 'pi_test_fuzz',
        refunded: true,
        amount_refunded: 37500,
      }),
      fc.constantFrom('app', 'other', 'none'),
    )
    .map(([envelope, type, object, signer]) => {
      const tree = envelope as { entries: Array<[string, JsonTree]> };
      const body = jsonText({
        entries: [...tree.entries, ['type', type], ['data', { entries: [['object', object]] }]],
      });
      const secret = signer === 'app' ? STRIPE_ENV.STRIPE_WEBHOOK_SECRET : 'whsec_other';
      const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      return {
        method: 'post',
        path: STRIPE_WEBHOOK_PATH,
        headers: {
          'Content-Type': 'application/json',
          ...optionalHeader('Stripe-Signature', signer === 'none' ? null : signature),
        },
        body,
      };
    });

/**
 * A generator for each public path the app declares, keyed `method path`: a public path without one
 * fails the walk below. Registrant paths are fuzzed where they take a body (the PUT with photos).
 */
const PUBLIC_PATHS: Record<string, (context: Context) => Arbitrary<FuzzRequest>> = {
  [`post ${STRIPE_WEBHOOK_PATH}`]: (context) =>
    fc.oneof(
      stripeWebhooks(context),
      fc
        .tuple(jsonBodies(formTree({ id: 'evt_test_fuzz', type: 'charge.refunded' })), fc.option(headerText))
        .map(([body, signature]) => ({
          method: 'post',
          path: STRIPE_WEBHOOK_PATH,
          ...body,
          headers: { ...body.headers, ...optionalHeader('Stripe-Signature', signature) },
        })),
    ),
  'post /api/admin/login': () => jsonBodies(formTree(LOGIN_ATTEMPT)).map(request('post', '/api/admin/login')),
  'post /api/contact': () => jsonBodies(formTree(VALID_ENQUIRY)).map(request('post', '/api/contact')),
  'post /contact-us': () =>
    urlencodedBodies({ ...VALID_ENQUIRY, acceptPrivacyPolicy: 'on' }).map(request('post', '/contact-us')),
  'get /healthz': () =>
    queryString.map((query) => ({ method: 'get', path: `/healthz${query}`, headers: {} })),
  'get /readyz': () => queryString.map((query) => ({ method: 'get', path: `/readyz${query}`, headers: {} })),
  ...Object.fromEntries(
    ['/api/awakenLimitlessHuman', '/awakenLimitlessHuman'].map((base) => [
      `post ${base}/:id/confirm-email`,
      ({ registrationId }: Context) =>
        jsonBodies(formTree({ token: `ec_${'A'.repeat(43)}` })).map(
          request('post', `${base}/${registrationId}/confirm-email`),
        ),
    ]),
  ),
  'get /calendar.ics': () =>
    queryString.map((query) => ({ method: 'get', path: `/calendar.ics${query}`, headers: {} })),
  'get /api/calendar-events/:id/invitation.ics': () =>
    fc.tuple(segment(CALENDAR_EVENTS.map((event) => event.id)), queryString).map(([id, query]) => ({
      method: 'get',
      path: `/api/calendar-events/${id}/invitation.ics${query}`,
      headers: {},
    })),
  'get /api/calendar-events/:id/add-to-calendar/:service': () =>
    fc
      .tuple(
        segment(CALENDAR_EVENTS.map((event) => event.id)),
        segment(['google', 'outlook', 'ics']),
        queryString,
      )
      .map(([id, service, query]) => ({
        method: 'get',
        path: `/api/calendar-events/${id}/add-to-calendar/${service}${query}`,
        headers: {},
      })),
  'get /api/family-sessions/:id/invitation.ics': () =>
    fc
      .tuple(
        segment(FAMILY_SESSIONS.map((session) => session.id)),
        fc.oneof(
          queryString,
          fc
            .constantFrom(...FAMILY_SESSIONS.flatMap((session) => session.time))
            .map((slot) => `?slot=${encodeURIComponent(slot)}`),
          hostileText.map((slot) => `?slot=${percentEncoded(Buffer.from(slot.slice(0, 200)))}`),
        ),
      )
      .map(([id, query]) => ({
        method: 'get',
        path: `/api/family-sessions/${id}/invitation.ics${query}`,
        headers: {},
      })),
  // A certificate's check: numbers of every shape, JSON or a page asked for (content negotiation).
  ...Object.fromEntries(
    ['/api/certificates/:number', '/api/certificates/:number/certificate.pdf', '/certificates/:number'].map(
      (path) => [
        `get ${path}`,
        () =>
          fc
            .tuple(
              segment(['CLA-2027-7KQM-4XPB', 'cla 2027 7kqm 4xpb', 'CLA-2027-0000-0000', 'CLA']),
              fc.option(
                fc.constantFrom('application/json', 'text/html', '*/*', 'application/json;q=0.1, text/html'),
              ),
            )
            .map(([number, accept]) => ({
              method: 'get',
              path: path.replace(':number', number),
              headers: optionalHeader('Accept', accept),
            })),
      ],
    ),
  ),
  'get /videos/:file': () =>
    fc
      .tuple(
        segment(Object.values(VIDEOS).map((video) => video.file)),
        fc.option(
          fc.oneof(fc.constantFrom('bytes=0-10', 'bytes=999999999-', 'bytes=5-1', 'bytes=abc'), headerText),
        ),
      )
      .map(([file, range]) => ({
        method: 'get',
        path: `/videos/${file}`,
        headers: optionalHeader('Range', range),
      })),
  ...Object.fromEntries(
    ['/api/awakenLimitlessHuman', '/awakenLimitlessHuman'].map((path) => [
      `post ${path}`,
      () =>
        fc.tuple(jsonBodies(formTree(VALID_REGISTRATION)), fc.option(headerText)).map(([body, key]) => ({
          method: 'post',
          path,
          ...body,
          headers: { ...body.headers, ...optionalHeader('Idempotency-Key', key) },
        })),
    ]),
  ),
};

const json = { 'Content-Type': 'application/json' };
const post = (path: string, headers: Record<string, string>, body?: string) => ({
  method: 'post',
  path,
  headers,
  body,
});
/** Requests the fuzz once answered with a 5xx or an unnamed refusal; each is sent before the generated ones. */
const EXAMPLES: Record<string, (context: Context) => FuzzRequest[]> = {
  'post /api/admin/login': () => [
    post('/api/admin/login', json, JSON.stringify(FUZZ_ADMIN)),
    post('/api/admin/login', json, JSON.stringify({ email: OVERLONG_EMAIL, password: 'x' })),
    post('/api/admin/login', json, '{'),
    post('/api/admin/login', { 'Content-Type': 'application/json; charset=bogus' }, '{}'),
  ],
  'post /api/contact': () => [
    post('/api/contact', json, '""'),
    post('/api/contact', { ...json, 'Content-Encoding': 'br' }, JSON.stringify(VALID_ENQUIRY)),
  ],
  'post /contact-us': () => [
    post(
      '/contact-us',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      Array.from({ length: 1001 }, (_, index) => `f${index}=x`).join('&'),
    ),
  ],
  'get /videos/:file': () => [
    { method: 'get', path: '/videos/%', headers: {} as Record<string, string> },
    {
      method: 'get',
      path: `/videos/${Object.values(VIDEOS)[0].file}`,
      headers: { Range: 'bytes=999999999-' },
    },
  ],
  'post /api/awakenLimitlessHuman': () => [
    post(
      '/api/awakenLimitlessHuman',
      { ...json, 'Content-Encoding': 'gzip' },
      JSON.stringify(VALID_REGISTRATION),
    ),
  ],
  'post /awakenLimitlessHuman': () => [
    post('/awakenLimitlessHuman', { 'Content-Type': 'application/json; charset=latin1' }, '{}'),
  ],
  'put /api/awakenLimitlessHuman/:id': ({ registrationId, token }) =>
    [
      { 'Content-Type': 'multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW', body: '' },
      {
        'Content-Type': 'multipart/form-data; boundary=x',
        body: '--x\r\nContent-Disposition: form-data; name="a"',
      },
      { 'Content-Type': 'application/json', body: '{"city":{"toString":1}}' },
      {
        'Content-Type': 'multipart/form-data; boundary=x',
        body:
          '--x\r\nContent-Disposition: form-data; name=" "; filename=" "\r\nContent-Type: image/jpeg\r\n\r\n' +
          '\xff\xd8\xff\xe0\r\n--x\r\nContent-Disposition: form-data; name=" "\r\n\r\nx\r\n--x--\r\n',
      },
      // Two letters beyond the Basic Multilingual Plane: distinct words, one key under MariaDB's collation.
      {
        'Content-Type': 'multipart/form-data; boundary=x',
        body: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n\u{10FC5}\u{10280}\r\n--x--\r\n',
      },
    ].map(({ body, ...headers }) => ({
      method: 'put',
      path: `/api/awakenLimitlessHuman/${registrationId}`,
      headers: { ...headers, 'X-Registration-Token': token },
      body,
    })),
};

/** The registrant's PUT, with the registration's own private link: multipart and JSON bodies. */
const registrantUpdate = ({ registrationId, token }: Context) =>
  fc
    .oneof(
      multipartBodies(
        Object.fromEntries(Object.entries(VALID_REGISTRATION).map(([name, value]) => [name, String(value)])),
      ),
      jsonBodies(formTree(VALID_REGISTRATION)),
    )
    .map(request('put', `/api/awakenLimitlessHuman/${registrationId}`))
    .map(withHeaders({ 'X-Registration-Token': token }));

/** Every file under a folder, so a refused upload is seen to leave none behind. */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'fuzzing the public REST paths on %s',
  (_name, kind) => {
    let t: TestApp;
    let server: Server;
    let base: string;
    const context: Context = { registrationId: '', token: '' };

    beforeAll(async () => {
      t = await startTestApp(kind, { clock: testClock(), env: STRIPE_ENV });
      server = t.app.express.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await t.app.services.get('adminAccounts').createAccount(FUZZ_ADMIN.email, FUZZ_ADMIN.password);
      const created = await fetch(`${base}/api/awakenLimitlessHuman`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(VALID_REGISTRATION),
      });
      context.registrationId = ((await created.json()) as { data: { id: string } }).data.id;
      context.token = await privateToken(t, context.registrationId);
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    });

    const runs = fuzzRuns(kind.name);
    const run = async (name: string, target: Omit<FuzzTarget, 'problem' | 'accepted' | 'runs'>) => {
      const statuses = await fuzz(base, t.dataSource, {
        runs,
        problem: restReplyProblem,
        accepted: (reply) => reply.status < 400,
        ...target,
      });
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      expect(total).toBeGreaterThanOrEqual(runs);
      console.info(
        `Fuzz ${kind.name} ${name}: ${total} payloads, replies by status ${JSON.stringify(statuses)}`,
      );
    };

    it('has a generator for every public path the app declares', () => {
      const declared = t.app.routes
        .filter((route) => route.access === 'public')
        .flatMap((route) => route.paths.map((path) => `${route.method} ${path}`));
      expect(declared.length).toBeGreaterThanOrEqual(7);
      expect(declared.filter((path) => !(path in PUBLIC_PATHS))).toEqual([]);
      expect(Object.keys(PUBLIC_PATHS).filter((path) => !declared.includes(path))).toEqual([]);
    });

    it.each(Object.keys(PUBLIC_PATHS))(
      '%s: no 5xx, every refusal named, no row written',
      async (path) => {
        await run(path, {
          requests: PUBLIC_PATHS[path](context),
          examples: EXAMPLES[path]?.(context),
          // A failed sign-in is counted against the account and the address, and a certificate lookup
          // against the address: that is the throttle's record.
          refusalWrites:
            path === 'post /api/admin/login' || path.includes('certificates') ? ['throttle_counter'] : [],
        });
      },
      FUZZ_TIMEOUT,
    );

    it(
      'put /api/awakenLimitlessHuman/:id with the private link: multipart and JSON',
      async () => {
        const uploads = join(t.config.dataDir, 'uploads');
        await run('put /api/awakenLimitlessHuman/:id', {
          requests: registrantUpdate(context),
          examples: EXAMPLES['put /api/awakenLimitlessHuman/:id'](context),
          state: async () => ({
            registration: await t.dataSource
              .getRepository(Registration)
              .findOneBy({ id: context.registrationId }),
            files: filesUnder(uploads),
          }),
        });
      },
      FUZZ_TIMEOUT,
    );
  },
);
