import { Connection } from 'mysql2';
import request from 'supertest';
import { VALID_REGISTRATION } from './testing/fixtures';
import { DEFAULT_SUBMISSION_LIMITS_ENV, TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

const ENROL = `mutation Enrol($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;

// Round trips are MySQL's cost (SQLite runs in the process).
const mysql = testDatabaseKinds().find((kind) => kind.name === 'mysql');

/**
 * The database statements one public submission costs on MySQL, with the site's real form limits.
 * Each is a round trip, and under load the round trips are what the site spends its time on (npm run
 * bench), so their number is held here: the throttle's counts (one statement each, no transaction)
 * and one transaction of the record and its queued mails.
 */
(mysql ? describe : describe.skip)('statements of one submission on MySQL', () => {
  let t: TestApp;
  let visitor = 0;
  /** Another visitor each time (own address, own e-mail), so no limit is near. */
  const next = () => {
    visitor += 1;
    return { address: `10.9.0.${visitor}`, email: `statements.${visitor}@example.com` };
  };
  /**
   * Counted where they leave for MySQL, the driver's connections, whichever way a statement is sent:
   * Database.query gives a transaction's statements to its connection without TypeORM's query(), as
   * text (query) or prepared (execute; its preparation is one round trip per connection, not counted).
   */
  let spies: jest.SpyInstance[];
  const counting = async (send: () => Promise<unknown>) => {
    for (const spy of spies) spy.mockClear();
    await send();
    return spies
      .flatMap((spy) =>
        spy.mock.calls.map((call, index) => ({ call, order: spy.mock.invocationCallOrder[index] })),
      )
      .sort((a, b) => a.order - b.order)
      .map(({ call: [statement] }) =>
        typeof statement === 'string' ? statement : (statement as { sql: string }).sql,
      );
  };

  beforeAll(async () => {
    t = await startTestApp(mysql!, { env: { ...DEFAULT_SUBMISSION_LIMITS_ENV, TRUST_PROXY: 'true' } });
    spies = [jest.spyOn(Connection.prototype, 'query'), jest.spyOn(Connection.prototype, 'execute')];
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await t.close();
  });

  it('an enquiry: its two counts, then its row and two mails in one transaction', async () => {
    const { address, email } = next();
    const sent = await counting(() =>
      request(t.app.express)
        .post('/api/contact')
        .set('X-Forwarded-For', address)
        .send({
          firstName: 'Layla',
          lastName: 'Hassan',
          email,
          phoneNumber: '+971 50 123 4567',
          country: 'UK',
          zipCode: 'SW1A 1AA',
          message: 'When does the next Decode level 1 start?',
          acceptPrivacyPolicy: true,
        })
        .expect(201),
    );
    expect(sent).toHaveLength(6);
  });

  it("an enrolment without an event: its two counts, then one transaction that reads its level's fee", async () => {
    const { address, email } = next();
    const sent = await counting(() =>
      request(t.app.express)
        .post('/graphql')
        .set('X-Forwarded-For', address)
        .send({ query: ENROL, variables: { input: { ...VALID_REGISTRATION, email } } })
        .expect(200),
    );
    // The level's fee is read where staff change it, so every instance mails the fee of the moment.
    expect(sent).toHaveLength(8);
    expect(sent.filter((statement) => statement.includes('FROM `programme_level`'))).toHaveLength(1);
  });
});
