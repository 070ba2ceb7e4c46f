import request from 'supertest';
import { VALID_REGISTRATION, addEvent, privateToken, queuedMails, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { STRIPE_WEBHOOK_PATH } from './payment.routes';

const PUBLIC_URL = 'https://academy.example.com';
const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const MINE = `query Mine($id: ID!, $token: String!) {
  myRegistration(id: $id, token: $token) { paymentStatus onlinePayment { amount currency } }
}`;
const START = `mutation Start($id: ID!, $token: String!) { startMyPayment(id: $id, token: $token) { url } }`;

/** Without STRIPE_* the site works as before: the event's payment link, staff confirm by hand. */
describe.each(testDatabaseKinds())('payment without Stripe settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock(), env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it("keeps the event's payment link and offers no online payment", async () => {
    const event = await addEvent(t);
    const res = await request(t.app.express)
      .post('/graphql')
      .send({ query: SUBMIT, variables: { input: { ...VALID_REGISTRATION, eventId: event.id } } })
      .expect(200);
    const id = res.body.data.submitRegistration.id as string;
    const token = await privateToken(t, id);
    const mine = await request(t.app.express)
      .post('/graphql')
      .send({ query: MINE, variables: { id, token } });
    expect(mine.body.data.myRegistration).toMatchObject({ paymentStatus: 'UNPAID', onlinePayment: null });
    const started = await request(t.app.express)
      .post('/graphql')
      .send({ query: START, variables: { id, token } });
    expect(started.body.errors[0].extensions.code).toBe('CONFLICT');
    const mails = await queuedMails(t, id);
    expect(mails.some((mail) => mail.text.includes(`Pay for your seat:\n${event.paymentLink}`))).toBe(true);
    await request(t.app.express).post(STRIPE_WEBHOOK_PATH).send('{}').expect(404);
  });
});
