import { AddressInfo } from 'node:net';
import { Server } from 'node:http';
import fc from 'fast-check';
import { GraphQLField } from 'graphql';
import { buildGraphqlSchema } from '../graphql/schema';
import { RESOLVER_CLASSES } from '../modules';
import { FamilySession } from '../modules/family-session/family-session.entity';
import { CalendarEvent } from '../modules/calendar-event/calendar-event.entity';
import { VALID_ENQUIRY, VALID_REGISTRATION, eventRow, privateToken, testClock } from '../testing/fixtures';
import { jsonBodies } from '../testing/fuzz/bodies';
import { operationFor, publicMutations, variablesFor } from '../testing/fuzz/graphql-variables';
import { JsonTree, hostileText } from '../testing/fuzz/json-text';
import { Reply, graphqlReplyProblem } from '../testing/fuzz/replies';
import { FUZZ_TIMEOUT, fuzz, fuzzRuns } from '../testing/fuzz/run';
import { FUZZ_ADMIN, LOGIN_ATTEMPT, OVERLONG_EMAIL } from '../testing/fuzz/samples';
import { TestApp, startTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';

const SESSION: FamilySession = {
  id: 'family-session-fuzz',
  venue: 'Online (Zoom), US Eastern Time',
  date: '2026-12-06',
  timeSlots: JSON.stringify(['9:00 AM - 10:30 AM', '11:00 AM - 12:30 PM']),
  timeZone: 'America/New_York',
  seats: 1000,
  seatsTaken: 0,
  isOpen: true,
} as FamilySession;

/** A full event, whose waiting list is open. */
const FULL_EVENT = eventRow({ id: 'event-full-fuzz', seats: 1, seatsTaken: 1 });

interface Context {
  registrationId: string;
  token: string;
}

/**
 * Valid arguments of each public mutation, so that some generated calls are accepted and the paths
 * behind the checks are fuzzed too. A public mutation without an entry fails the walk below.
 */
const SAMPLES: Record<string, (context: Context) => Record<string, unknown>> = {
  adminLogin: () => LOGIN_ATTEMPT,
  requestAdminPasswordReset: () => ({ email: FUZZ_ADMIN.email }),
  // A well-formed token no account signed: the accepted arguments reach the signature's check.
  resetAdminPassword: () => ({
    token: `00000000-0000-4000-8000-000000000000.9999999999.${'A'.repeat(43)}`,
    newPassword: 'a new password, long enough',
  }),
  submitEnquiry: () => ({ input: VALID_ENQUIRY }),
  submitRegistration: () => ({ input: VALID_REGISTRATION }),
  bookFamilySession: () => ({
    input: {
      sessionId: SESSION.id,
      sessionSlot: '9:00 AM - 10:30 AM',
      familyMembers: ['Omar Haddad', 'Mira Haddad'],
      email: 'omar.haddad@example.com',
      phone: '(555) 123-4567',
    },
  }),
  cancelMyRegistration: ({ registrationId, token }) => ({ id: registrationId, token }),
  changeMyRegistrationEmail: ({ registrationId, token }) => ({
    id: registrationId,
    token,
    email: 'a.new.address@example.com',
  }),
  confirmMyRegistrationEmail: ({ registrationId }) => ({ id: registrationId, token: `ec_${'A'.repeat(43)}` }),
  sendMyRegistrationLinks: () => ({ email: VALID_REGISTRATION.email }),
  // Online payment is off in this app: the accepted arguments reach the service and its refusal.
  startMyPayment: ({ registrationId, token }) => ({ id: registrationId, token }),
  confirmWaitingList: () => ({ token: `wc_${'A'.repeat(43)}` }),
  joinWaitingList: () => ({
    input: {
      kind: 'EVENT',
      id: FULL_EVENT.id,
      firstName: 'Layla',
      lastName: 'Hassan',
      email: VALID_REGISTRATION.email,
      mobileNo: VALID_REGISTRATION.mobileNo,
    },
  }),
};

/** Calls once answered with a 5xx, and the right password before the throttle refuses every sign-in. */
const EXAMPLES: Record<string, Array<Record<string, unknown>>> = {
  adminLogin: [
    { ...FUZZ_ADMIN, rememberMe: false },
    { email: OVERLONG_EMAIL, password: 'x', rememberMe: false },
  ],
};

type Field = GraphQLField<unknown, unknown>;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'fuzzing the public GraphQL mutations on %s',
  (_name, kind) => {
    let t: TestApp;
    let server: Server;
    let base: string;
    let mutations: Field[];
    const context: Context = { registrationId: '', token: '' };
    const runs = fuzzRuns(kind.name);

    beforeAll(async () => {
      mutations = publicMutations(await buildGraphqlSchema(RESOLVER_CLASSES));
      t = await startTestApp(kind, { clock: testClock() });
      server = t.app.express.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await t.app.services.get('adminAccounts').createAccount(FUZZ_ADMIN.email, FUZZ_ADMIN.password);
      await t.dataSource.getRepository(FamilySession).insert(SESSION);
      await t.dataSource.getRepository(CalendarEvent).insert(FULL_EVENT);
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

    it('has valid arguments for every public mutation, and finds no admin one among them', () => {
      const names = mutations.map((field) => field.name).sort();
      expect(names).toEqual(Object.keys(SAMPLES).sort());
    });

    it.each(Object.keys(SAMPLES))(
      '%s: no 5xx, every refusal named, no row written',
      async (name) => {
        const field = mutations.find((mutation) => mutation.name === name) as Field;
        const query = operationFor(field);
        const document = fc
          .tuple(
            variablesFor(field, SAMPLES[name](context)),
            fc.option(fc.oneof(fc.constant('Fuzz'), hostileText), { nil: undefined }),
          )
          .map(([variables, operationName]) => ({
            entries: [
              ['query', query],
              ['variables', variables],
              ...(operationName === undefined ? [] : [['operationName', operationName]]),
            ] as Array<[string, JsonTree]>,
          }));
        const accepted = (reply: Reply) => {
          const body = reply.json as { data?: Record<string, unknown> | null; errors?: unknown } | undefined;
          return reply.status === 200 && !body?.errors && body?.data?.[name] != null;
        };
        const call = (variables: Record<string, unknown>) => ({
          method: 'post',
          path: '/graphql',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        const statuses = await fuzz(base, t.dataSource, {
          runs,
          examples: (EXAMPLES[name] ?? []).map(call),
          requests: jsonBodies(document).map((body) => ({ method: 'post', path: '/graphql', ...body })),
          problem: graphqlReplyProblem,
          accepted,
          // A failed sign-in, or a reset asked too often, is counted against the account and the address:
          // that is the throttle's record.
          refusalWrites: ['adminLogin', 'requestAdminPasswordReset'].includes(name)
            ? ['throttle_counter']
            : [],
        });
        const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
        expect(total).toBeGreaterThanOrEqual(runs);
        console.info(
          `Fuzz ${kind.name} ${name}: ${total} payloads, replies by status ${JSON.stringify(statuses)}`,
        );
      },
      FUZZ_TIMEOUT,
    );
  },
);
