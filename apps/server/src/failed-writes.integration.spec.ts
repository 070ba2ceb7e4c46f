import request from 'supertest';
import { CalendarEvent } from './modules/calendar-event/calendar-event.entity';
import { Enquiry } from './modules/enquiry/enquiry.entity';
import { Registration } from './modules/registration/registration.entity';
import { VALID_REGISTRATION, addEvent } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

const ENQUIRY = {
  firstName: 'Failing',
  lastName: 'Write',
  email: 'failing.write@example.com',
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'Is there a Decode intake next month?',
  acceptPrivacyPolicy: true,
};

/** What a leaked internal would look like in a reply: SQL, a driver's words, a stack frame or a path. */
const INTERNALS = /insert|select|sqlite|mysql|trigger|refused by test|\bat \w|\.ts:|node_modules/i;

/**
 * Writes the database refuses (a trigger stands in for a full disk or a broken table): the visitor gets
 * the masked 500 and nothing of its cause, and nothing is half-written. A registration's mails are queued
 * in the registration's own transaction, so when they cannot be queued the registration and its seat
 * are not kept either.
 */
describe.each(testDatabaseKinds())('writes the database refuses, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { NODE_ENV: 'production', JWT_SECRET: 'failed-writes-test-secret-0123456789abcdef' },
    });
  });
  afterAll(() => t.close());

  /** Makes every insert into the table fail until the returned function is called. */
  async function refuseInserts(table: string): Promise<() => Promise<void>> {
    const name = `refuse_${table}`;
    const mysql = t.dataSource.options.type === 'mysql';
    await t.dataSource.query(
      mysql
        ? `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by test'`
        : `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by test'); END`,
    );
    return async () => {
      await t.dataSource.query(`DROP TRIGGER ${name}`);
    };
  }

  it('POST /api/contact and submitEnquiry answer the masked 500, without SQL or a stack trace', async () => {
    const allow = await refuseInserts('contact_message');
    try {
      const rest = await request(t.app.express).post('/api/contact').send(ENQUIRY);
      expect(rest.status).toBe(500);
      expect(rest.body).toMatchObject({
        success: false,
        message: 'Internal server error',
        requestId: rest.headers['x-request-id'],
      });
      expect(JSON.stringify(rest.body)).not.toMatch(INTERNALS);

      const graphql = await request(t.app.express)
        .post('/graphql')
        .send({
          query: 'mutation ($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }',
          variables: { input: ENQUIRY },
        });
      expect(graphql.body.errors).toEqual([
        expect.objectContaining({
          message: 'Internal server error',
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: graphql.headers['x-request-id'] },
        }),
      ]);
      expect(JSON.stringify(graphql.body)).not.toMatch(INTERNALS);
    } finally {
      await allow();
    }
    expect(await t.dataSource.getRepository(Enquiry).countBy({ email: ENQUIRY.email })).toBe(0);
  });

  it('a registration whose mails cannot be queued is not kept, and neither is its seat', async () => {
    const event = await addEvent(t, { seats: 5 });
    const email = `unqueued.${kind.name}@example.com`;
    const allow = await refuseInserts('outbox_mail');
    try {
      const res = await request(t.app.express)
        .post('/api/awakenLimitlessHuman')
        .send({ ...VALID_REGISTRATION, email, eventId: event.id });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(INTERNALS);
    } finally {
      await allow();
    }
    expect(await t.dataSource.getRepository(Registration).countBy({ email })).toBe(0);
    expect(await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id })).toMatchObject({
      seatsTaken: 0,
    });
  });
});
