import request from 'supertest';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { CalendarEvent } from '../modules/calendar-event/calendar-event.entity';
import { STRIPE_WEBHOOK_PATH } from '../modules/payment/payment.routes';
import { Registration } from '../modules/registration/registration.entity';
import { VALID_REGISTRATION, addEvent, adminToken, privateToken, testClock } from './fixtures';
import { STRIPE_TEST_SECRET_KEY, StripeTestServer, startStripeTestServer } from './stripe-test-server';
import { TestApp, startTestApp } from './test-app';
import { TestDatabaseKind } from './test-databases';

export const WEBHOOK_SECRET = 'whsec_test_academy';
export const PUBLIC_URL = 'https://academy.example.com';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const START = `mutation Start($id: ID!, $token: String!) { startMyPayment(id: $id, token: $token) { url } }`;

/** The app with online payment on, against the Stripe stand-in, and what the payment suites do with it. */
export interface PaymentHarness {
  t: TestApp;
  stripe: StripeTestServer;
  /** A staff member's bearer token. */
  admin: string;
  graphql(query: string, variables: object, token?: string): request.Test;
  /** Posts a webhook body with its Stripe-Signature header (none when left out). */
  webhook(body: string, signature?: string): request.Test;
  /** Enrols in a new event (the fixture's fee unless `event` says otherwise); its id and private token. */
  enrol(options?: {
    firstName?: string;
    event?: Partial<CalendarEvent>;
  }): Promise<{ id: string; token: string; event: CalendarEvent }>;
  /** Enrols in an existing event; the registration's id. */
  enrolIn(event: CalendarEvent, email?: string): Promise<string>;
  /** The registrant's Pay: the Checkout page's address. */
  start(id: string, token: string): Promise<string>;
  sessionIdOf(url: string): string;
  stored(id: string): Promise<Registration>;
  history(id: string): Promise<AuditEntry[]>;
  seatsTaken(eventId: string): Promise<number>;
  close(): Promise<void>;
}

export async function startPaymentHarness(kind: TestDatabaseKind): Promise<PaymentHarness> {
  const stripe = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET });
  const t = await startTestApp(kind, {
    clock: testClock(),
    env: {
      PUBLIC_URL,
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
    },
  });
  const admin = await adminToken(t);
  const graphql = (query: string, variables: object, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const enrolIn = async (event: CalendarEvent, email = `pay${Math.random()}@example.com`) => {
    const res = await graphql(SUBMIT, { input: { ...VALID_REGISTRATION, email, eventId: event.id } }).expect(
      200,
    );
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration.id as string;
  };
  return {
    t,
    stripe,
    admin,
    graphql,
    webhook(body, signature) {
      const call = request(t.app.express).post(STRIPE_WEBHOOK_PATH).set('Content-Type', 'application/json');
      if (signature) call.set('Stripe-Signature', signature);
      return call.send(body);
    },
    async enrol({ firstName = 'Layla', event: fields = {} } = {}) {
      const event = await addEvent(t, fields);
      const res = await graphql(SUBMIT, {
        input: {
          ...VALID_REGISTRATION,
          firstName,
          email: `pay${Math.random()}@example.com`,
          eventId: event.id,
        },
      }).expect(200);
      expect(res.body.errors).toBeUndefined();
      const id = res.body.data.submitRegistration.id as string;
      return { id, token: await privateToken(t, id), event };
    },
    enrolIn,
    async start(id, token) {
      const res = await graphql(START, { id, token }).expect(200);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.startMyPayment.url as string;
    },
    sessionIdOf: (url) => url.split('/pay/')[1],
    stored: (id) => t.dataSource.getRepository(Registration).findOneByOrFail({ id }),
    history: (id) =>
      t.dataSource.getRepository(AuditEntry).find({ where: { subjectId: id }, order: { at: 'ASC' } }),
    seatsTaken: async (eventId) =>
      (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: eventId })).seatsTaken,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}
