import request from 'supertest';
import { VALID_REGISTRATION, adminToken, privateToken, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Registration } from './registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) {
  submitRegistration(input: $input) { id referenceCode status programme createdAt holdUntil }
}`;
const SET_STATUS = `mutation($id: ID!) { setRegistrationStatus(id: $id, status: CONFIRMED) { id status } }`;

/** Someone else's enrolment: every personal field differs from VALID_REGISTRATION's. */
const STRANGER = {
  ...VALID_REGISTRATION,
  firstName: 'Omar',
  lastName: 'Khalil',
  email: 'omar.khalil@example.com',
  mobileNo: '0559876543',
  dob: '1985-01-30',
  occupation: 'Engineer',
};

/**
 * A submission key (Idempotency-Key header, GraphQL submissionKey) makes a retried submit store one
 * registration. It is bound to the body it first came with: a different body under the key is refused,
 * and a retry of the same body gets the first reply back, never what was written since.
 */
describe.each(testDatabaseKinds())('submission keys of enrolments on $name', (kind) => {
  let t: TestApp;
  let keyCount = 0;
  const api = () => request(t.app.express);
  const newKey = () => `key-${kind.name}-${Date.now()}-${(keyCount += 1)}`;
  const post = (key: string, body: object) =>
    api().post('/api/awakenLimitlessHuman').set('Idempotency-Key', key).send(body);
  const submit = (input: object) => api().post('/graphql').send({ query: SUBMIT, variables: { input } });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
  });
  afterAll(() => t.close());

  it("refuses another body under a registrant's key (409 naming Idempotency-Key) and shows nothing of theirs", async () => {
    const key = newKey();
    const email = `first.${key}@example.com`;
    const first = await post(key, { ...VALID_REGISTRATION, email }).expect(201);

    const replay = await post(key, STRANGER).expect(409);
    expect(replay.body).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(replay.body.message).toMatch(/Idempotency-Key/);
    const reply = JSON.stringify(replay.body);
    for (const secret of [email, 'Layla', 'Hassan', '1990-04-12', '0501234567', first.body.data.id]) {
      expect(reply).not.toContain(secret);
    }
    // Nor is the stranger's enrolment stored under another key or mailed.
    expect(await t.dataSource.getRepository(Registration).countBy({ email: STRANGER.email })).toBe(0);
  });

  it('refuses a body differing in one field only, even in case or a ticked box', async () => {
    const key = newKey();
    const body = { ...VALID_REGISTRATION, email: `one.field.${key}@example.com` };
    await post(key, body).expect(201);
    await post(key, { ...body, occupation: 'Changed' }).expect(409);
    await post(key, { ...body, communicationPreferences: true }).expect(409);
    await post(key, { ...body, email: body.email.toUpperCase() }).expect(409);
    // What the rules make the same (spaces around a value, the mobile's separators) is the same body.
    await post(key, { ...body, firstName: ' Layla ', mobileNo: '050-123-4567' }).expect(200);
  });

  it('answers a retry of the same body with the first reply, not with what changed since', async () => {
    const key = newKey();
    const body = { ...VALID_REGISTRATION, email: `retry.${key}@example.com` };
    const first = await post(key, body).expect(201);
    const id = first.body.data.id as string;
    // Since then the registrant corrected the mobile number through the private link, and staff
    // confirmed the registration: none of it is the retrying client's to read.
    await api()
      .put(`/api/awakenLimitlessHuman/${id}`)
      .set('X-Registration-Token', await privateToken(t, id))
      .send({ mobileNo: '0557770000', currentAddress: '5 New Street, Sharjah' })
      .expect(200);
    const staff = await adminToken(t);
    const confirmed = await api()
      .post('/graphql')
      .set('Authorization', `Bearer ${staff}`)
      .send({ query: SET_STATUS, variables: { id } })
      .expect(200);
    expect(confirmed.body.data.setRegistrationStatus.status).toBe('CONFIRMED');

    const retried = await post(key, body).expect(200);
    expect(retried.body).toEqual(first.body);
    expect(JSON.stringify(retried.body)).not.toMatch(/0557770000|New Street|confirmed/);
  });

  it('binds the GraphQL submissionKey to its input the same way', async () => {
    const submissionKey = newKey();
    const input = { ...VALID_REGISTRATION, email: `graphql.${submissionKey}@example.com`, submissionKey };
    const first = await submit(input).expect(200);
    expect(first.body.errors).toBeUndefined();

    const other = await submit({ ...STRANGER, submissionKey }).expect(200);
    expect(other.body.data).toBeNull();
    expect(other.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(other.body.errors[0].message).toMatch(/Idempotency-Key/);
    expect(JSON.stringify(other.body)).not.toContain(first.body.data.submitRegistration.id);

    const again = await submit(input).expect(200);
    expect(again.body).toEqual(first.body);
  });

  it('stores two different bodies sent at once under one key once, and refuses the other', async () => {
    const key = newKey();
    const mine = { ...VALID_REGISTRATION, email: `race.${key}@example.com` };
    const replies = await Promise.all([post(key, mine), post(key, STRANGER)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const stored = await t.dataSource.getRepository(Registration).findBy({ submissionKey: key });
    expect(stored).toHaveLength(1);
    const winner = replies.find((reply) => reply.status === 201);
    expect(winner?.body.data.id).toBe(stored[0].id);
    expect(winner?.body.data.email).toBe(stored[0].email);
  });
});
