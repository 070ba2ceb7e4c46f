import request from 'supertest';
import { VALID_REGISTRATION, addEvent, privateToken, sentMails, testClock } from '../../../testing/fixtures';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-databases';
import { addPrivateLink } from './private-links';
import { Registration } from '../registration.entity';

const MINE = `query($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { id email } }`;
const CANCEL = `mutation($id: ID!, $token: String!) { cancelMyRegistration(id: $id, token: $token) { status } }`;

/**
 * A registration's further private links (a reminder's, the "already registered" mail's) open that
 * registration beside its own link, and nothing else: every path a private link opens is tried with
 * another registration's id.
 */
describe.each(testDatabaseKinds())("a registration's further links on $name", (kind) => {
  let t: TestApp;
  const api = () => request(t.app.express);
  const enrol = async (
    email: string,
    eventId?: string,
    occupation: string = VALID_REGISTRATION.occupation,
  ) => {
    const res = await api()
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email, eventId, occupation })
      .expect(201);
    return res.body.data as { id: string; email: string };
  };

  /** Every way in for a link holder: each answers the registration, or 404 (NOT_FOUND) for another's. */
  const paths = (id: string, email: string, token: string) => ({
    read: () => api().get(`/api/awakenLimitlessHuman/${id}`).set('X-Registration-Token', token),
    status: () => api().get(`/awakenLimitlessHuman/${id}/status`).set('Authorization', `Bearer ${token}`),
    byUser: () =>
      api()
        .get(`/api/awakenLimitlessHuman/user/${encodeURIComponent(email)}`)
        .set('X-Registration-Token', token),
    graphql: () => api().post('/graphql').send({ query: MINE, variables: { id, token } }),
  });

  async function expectOpens(id: string, email: string, token: string) {
    const through = paths(id, email, token);
    expect((await through.read().expect(200)).body.data.id).toBe(id);
    expect((await through.status().expect(200)).body.data.id).toBe(id);
    expect((await through.byUser().expect(200)).body.data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await through.graphql().expect(200)).body.data.myRegistration.id).toBe(id);
  }

  async function expectShut(other: { id: string; email: string }, token: string) {
    const through = paths(other.id, other.email, token);
    await through.read().expect(404);
    await through.status().expect(404);
    expect((await through.byUser().expect(200)).body.data).toEqual([]);
    const viaGraphql = await through.graphql().expect(200);
    expect(viaGraphql.body.data).toBeNull();
    expect(viaGraphql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    await api()
      .put(`/api/awakenLimitlessHuman/${other.id}`)
      .set('X-Registration-Token', token)
      .send({ occupation: 'Taken over' })
      .expect(404);
    await api()
      .patch(`/api/awakenLimitlessHuman/${other.id}/cancel`)
      .set('X-Registration-Token', token)
      .expect(404);
    const cancel = await api()
      .post('/graphql')
      .send({ query: CANCEL, variables: { id: other.id, token } })
      .expect(200);
    expect(cancel.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const untouched = await t.dataSource.getRepository(Registration).findOneByOrFail({ id: other.id });
    expect(untouched).toMatchObject({ status: 'pending', occupation: VALID_REGISTRATION.occupation });
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
  });
  afterAll(() => t.close());

  it("opens its own registration with a reminder's link, and no other", async () => {
    const own = await enrol(`reminded.${kind.name}@example.com`);
    const other = await enrol(`bystander.${kind.name}@example.com`);
    const reminder = await addPrivateLink(t.dataSource.manager, own.id, new Date());
    await expectOpens(own.id, own.email, reminder);
    await expectShut(other, reminder);
    // Its own link still opens it beside the further one.
    await expectOpens(own.id, own.email, await privateToken(t, own.id));
  });

  it('opens its own registration with the "already registered" link, and no other', async () => {
    const event = await addEvent(t);
    const email = `twice.${kind.name}@example.com`;
    const own = await enrol(email, event.id);
    // Not a double click (that is the same submission): another enrolment of the address.
    await enrol(email, event.id, 'Nurse');
    const other = await enrol(`neighbour.${kind.name}@example.com`, event.id);
    const mails = await sentMails(t, own.id);
    const tokenOf = (subject: RegExp) => {
      const mail = mails.find((sent) => subject.test(sent.subject));
      const match = new RegExp(`/my-registration/${own.id}#(rt_[A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
      if (!match) throw new Error(`No private link in the mail ${String(subject)}`);
      return match[1];
    };
    const link = tokenOf(/already registered/);
    expect(link).not.toBe(tokenOf(/^Your registration/));
    await expectOpens(own.id, own.email, link);
    await expectShut(other, link);
  });
});
