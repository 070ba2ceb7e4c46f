import request from 'supertest';
import { VALID_REGISTRATION, adminToken, privateToken, sentMails } from '../../../testing/fixtures';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-databases';
import { Registration } from '../registration.entity';

const CHANGE_EMAIL = `mutation($id: ID!, $token: String!, $email: String!) {
  changeMyRegistrationEmail(id: $id, token: $token, email: $email) { message registration { email pendingEmail } }
}`;
const CONFIRM_EMAIL = `mutation($id: ID!, $token: String!) {
  confirmMyRegistrationEmail(id: $id, token: $token) { message email }
}`;
const BY_ID = `query($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { id email dob } }`;

/** The private link of SPEC.md 7: a token opens its own registration, never another person's. */
describe.each(testDatabaseKinds())('a registrant’s e-mail address on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-23T08:00:00Z');
  const api = () => request(t.app.express);
  const graphql = (query: string, variables: Record<string, unknown>) =>
    api().post('/graphql').send({ query, variables }).expect(200);
  const registrations = () => t.dataSource.getRepository(Registration);
  const enrol = async (fields: Record<string, unknown>) => {
    const res = await api()
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, ...fields })
      .expect(201);
    const id = res.body.data.id as string;
    return { id, token: await privateToken(t, id) };
  };
  /** The link of the mail sent to `recipient` about a registration. */
  const confirmationToken = async (id: string, recipient: string) => {
    const mail = (await sentMails(t, id)).find((sent) => sent.recipient === recipient);
    const match = mail && /\/my-registration\/[0-9a-f-]{36}#(ec_[A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match) throw new Error(`No confirmation link was sent to ${recipient}`);
    return match[1];
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { now: () => now } });
  });
  afterAll(() => t.close());

  it('never lets a link holder read another person’s registrations by taking their address (REST)', async () => {
    const victim = await enrol({
      email: 'victim@example.com',
      dob: '1975-02-03',
      currentAddress: 'Villa 9, Jumeirah',
      firstName: 'Victim',
    });
    const attacker = await enrol({ email: 'attacker@example.com', firstName: 'Mallory' });

    const put = await api()
      .put(`/api/awakenLimitlessHuman/${attacker.id}`)
      .set('X-Registration-Token', attacker.token)
      .send({ email: 'victim@example.com' })
      .expect(200);
    const listed = await api()
      .get('/api/awakenLimitlessHuman/user/victim@example.com')
      .set('X-Registration-Token', attacker.token)
      .expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('Jumeirah');
    expect(JSON.stringify(listed.body)).not.toContain(victim.id);
    expect(listed.body.data).toEqual([]);

    expect(put.body.message).toBe('We sent a link to victim@example.com to confirm the new address');
    expect(put.body.data).toMatchObject({
      email: 'attacker@example.com',
      pendingEmail: 'victim@example.com',
    });
    expect(put.body.data.emailChangeTokenHash).toBeUndefined();
    expect((await registrations().findOneByOrFail({ id: attacker.id })).email).toBe('attacker@example.com');
  });

  it('never lets a link holder read another person’s registrations by taking their address (GraphQL)', async () => {
    const victim = await enrol({ email: 'victim2@example.com', dob: '1976-03-04' });
    const attacker = await enrol({ email: 'attacker2@example.com' });
    const res = await graphql(CHANGE_EMAIL, {
      id: attacker.id,
      token: attacker.token,
      email: 'victim2@example.com',
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.changeMyRegistrationEmail).toEqual({
      message: 'We sent a link to victim2@example.com to confirm the new address',
      registration: { email: 'attacker2@example.com', pendingEmail: 'victim2@example.com' },
    });
    const read = await graphql(BY_ID, { id: victim.id, token: attacker.token });
    expect(read.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const byUser = await api()
      .get('/api/awakenLimitlessHuman/user/victim2@example.com')
      .set('X-Registration-Token', attacker.token)
      .expect(200);
    expect(byUser.body.data).toEqual([]);
  });

  it('answers /user/{email} with the token’s own registration only, never others of the same address', async () => {
    const first = await enrol({ email: 'twice.enrolled@example.com', occupation: 'First' });
    const second = await enrol({ email: 'twice.enrolled@example.com', occupation: 'Second' });
    const res = await api()
      .get('/api/awakenLimitlessHuman/user/Twice.Enrolled@example.com')
      .set('X-Registration-Token', first.token)
      .expect(200);
    expect(res.body.data.map((row: { _id: string }) => row._id)).toEqual([first.id]);
    expect(JSON.stringify(res.body)).not.toContain(second.id);
  });

  it('changes the address once the link sent to it is opened, and tells the old address', async () => {
    const mover = await enrol({ email: 'old.address@example.com' });
    await api()
      .put(`/api/awakenLimitlessHuman/${mover.id}`)
      .set('Authorization', `Bearer ${mover.token}`)
      .field('email', 'New.Address@example.com')
      .field('occupation', 'Nurse')
      .expect(200);
    const stored = await registrations().findOneByOrFail({ id: mover.id });
    expect(stored).toMatchObject({
      email: 'old.address@example.com',
      pendingEmail: 'New.Address@example.com',
      occupation: 'Nurse',
    });
    const notice = (await sentMails(t, mover.id)).find(
      (mail) => mail.recipient === 'old.address@example.com' && mail.subject.includes('change'),
    );
    expect(notice?.text).toContain('New.Address@example.com');
    expect(notice?.text).not.toMatch(/#(ec|rt)_/);
    const token = await confirmationToken(mover.id, 'New.Address@example.com');
    expect(stored.emailChangeTokenHash).not.toContain(token);

    const wrong = await graphql(CONFIRM_EMAIL, { id: mover.id, token: `ec_${'x'.repeat(43)}` });
    expect(wrong.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const confirmed = await graphql(CONFIRM_EMAIL, { id: mover.id, token });
    expect(confirmed.body.data.confirmMyRegistrationEmail).toEqual({
      message: 'Your registration now uses New.Address@example.com',
      email: 'New.Address@example.com',
    });
    expect(await registrations().findOneByOrFail({ id: mover.id })).toMatchObject({
      email: 'New.Address@example.com',
      pendingEmail: null,
      emailChangeTokenHash: null,
    });
    // The link works once.
    const again = await api()
      .post(`/api/awakenLimitlessHuman/${mover.id}/confirm-email`)
      .send({ token })
      .expect(404);
    expect(again.body.message).toBe('This confirmation link is not valid any more');
  });

  it('refuses a confirmation link after it expires', async () => {
    const mover = await enrol({ email: 'slow.mover@example.com' });
    await graphql(CHANGE_EMAIL, { id: mover.id, token: mover.token, email: 'later@example.com' });
    const token = await confirmationToken(mover.id, 'later@example.com');
    now = new Date(now.getTime() + 49 * 60 * 60_000);
    try {
      const late = await api()
        .post(`/api/awakenLimitlessHuman/${mover.id}/confirm-email`)
        .send({ token })
        .expect(404);
      expect(late.body.message).toBe('This confirmation link is not valid any more');
      expect((await registrations().findOneByOrFail({ id: mover.id })).email).toBe('slow.mover@example.com');
    } finally {
      now = new Date('2026-11-23T08:00:00Z');
    }
  });

  it('names a bad new address and stores nothing', async () => {
    const mover = await enrol({ email: 'careful@example.com' });
    const res = await graphql(CHANGE_EMAIL, { id: mover.id, token: mover.token, email: 'not an address' });
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    expect(await registrations().findOneByOrFail({ id: mover.id })).toMatchObject({ pendingEmail: null });
  });

  it('lets staff change the address directly', async () => {
    const person = await enrol({ email: 'typo@exmaple.com' });
    const admin = await adminToken(t);
    const res = await api()
      .put(`/api/awakenLimitlessHuman/${person.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ email: 'typo@example.com' })
      .expect(200);
    expect(res.body.data).toMatchObject({ email: 'typo@example.com', pendingEmail: null });
  });
});

describe('confirmation links to one new address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseKinds()[0], { env: { MAILS_PER_RECIPIENT: '2' } });
  });
  afterAll(() => t.close());

  it('count toward the mails one recipient may get in an hour, whoever asks for them', async () => {
    const statuses: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await request(t.app.express)
        .post('/api/awakenLimitlessHuman')
        .send({ ...VALID_REGISTRATION, email: `asker.${n}@example.com` })
        .expect(201);
      const id = res.body.data.id as string;
      const put = await request(t.app.express)
        .put(`/api/awakenLimitlessHuman/${id}`)
        .set('X-Registration-Token', await privateToken(t, id))
        .send({ email: 'flooded@example.com' });
      statuses.push(put.status);
      if (put.status === 429) {
        expect(put.headers['retry-after']).toMatch(/^\d+$/);
        expect(put.body.message).toMatch(/already sent several e-mails to this address/);
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
