import request from 'supertest';
import { OutboxMail } from '../../mail/outbox-mail.entity';
import { VALID_REGISTRATION, addEvent, privateToken, sentMails, testClock } from '../../../testing/fixtures';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { addPrivateLink } from './private-links';
import { Registration } from '../registration.entity';
import { hashLinkToken } from './link-token';
import { testDatabaseKinds } from '../../../testing/test-databases';

const SEND = `mutation Send($email: String!) { sendMyRegistrationLinks(email: $email) { message } }`;
const LINK_SUBJECT = /Your registration link/;

describe.each(testDatabaseKinds())("'Lost your link?' on %s", (kind) => {
  let t: TestApp;
  const api = () => request(t.app.express);
  const send = (email: string) => api().post('/graphql').send({ query: SEND, variables: { email } });
  const enrol = async (email: string, eventId?: string) => {
    const res = await api()
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email, eventId })
      .expect(201);
    return res.body.data as { id: string; referenceCode: string };
  };
  const linkMails = async (id: string) =>
    (await sentMails(t, id)).filter((mail: OutboxMail) => LINK_SUBJECT.test(mail.subject));
  const read = (id: string, token: string) =>
    api().get(`/api/awakenLimitlessHuman/${id}`).set('X-Registration-Token', token);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock(), env: { PUBLIC_URL: 'https://academy.example.com' } });
  });
  afterAll(() => t.close());

  /** The link of the one 'Lost your link?' mail about a registration not among those already read. */
  const newLinkToken = async (id: string, read: string[] = []) => {
    const tokens = (await linkMails(id)).flatMap(
      (mail) => new RegExp(`/my-registration/${id}#(rt_[A-Za-z0-9_-]+)`).exec(mail.text)?.[1] ?? [],
    );
    const fresh = tokens.filter((token) => !read.includes(token));
    if (fresh.length !== 1) throw new Error(`Not one new link in the mails of ${id}`);
    return fresh[0];
  };

  it('says of a link a newer one replaced that it was, and since when; a wrong link is only not found', async () => {
    const one = await enrol('replaced@example.com');
    const oldToken = await privateToken(t, one.id);
    const reminderToken = await addPrivateLink(t.dataSource.manager, one.id, new Date());
    await send('replaced@example.com').expect(200);
    await read(one.id, await newLinkToken(one.id)).expect(200);

    const MINE = `query Mine($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { id } }`;
    const mine = (token: string) =>
      api()
        .post('/graphql')
        .send({ query: MINE, variables: { id: one.id, token } })
        .expect(200);
    for (const token of [oldToken, reminderToken]) {
      const [error] = (await mine(token)).body.errors;
      expect(error.extensions).toMatchObject({
        code: 'NOT_FOUND',
        replacedAt: testClock().now().toISOString(),
      });
      expect(error.message).toMatch(
        /^This link no longer works: a newer link was sent on \d{1,2} \w+ \d{4}\./,
      );
      expect(error.message).not.toContain('by hand');
    }
    const [wrong] = (await mine('rt_neverissuedneverissuedneverissued')).body.errors;
    expect(wrong.extensions.replacedAt).toBeUndefined();
    expect(wrong.message).toBe('Registration not found');
  });

  it('mails each registration of the address its link under a new token, sealed until sent', async () => {
    const event = await addEvent(t);
    const one = await enrol('forgetful@example.com', event.id);
    const two = await enrol('forgetful@example.com');
    const other = await enrol('someone.else@example.com');
    const oldToken = await privateToken(t, one.id);
    // A further link, as a reminder mails: a new link replaces it too.
    const reminderToken = await addPrivateLink(t.dataSource.manager, one.id, new Date());
    await read(one.id, reminderToken).expect(200);

    const res = await send('  Forgetful@Example.com ').expect(200);
    expect(res.body.errors).toBeUndefined();
    // Asking breaks nothing: whoever typed the address, the links already mailed still open it.
    await read(one.id, oldToken).expect(200);
    await read(one.id, reminderToken).expect(200);

    for (const registration of [one, two]) {
      const [mail] = await linkMails(registration.id);
      expect(mail.recipient).toBe('forgetful@example.com');
      expect(mail.text).toContain(`Reference: ${registration.referenceCode}`);
      const match = new RegExp(`/my-registration/${registration.id}#(rt_[A-Za-z0-9_-]+)`).exec(mail.text);
      expect(match).not.toBeNull();
      await read(registration.id, (match as RegExpExecArray)[1]).expect(200);
    }
    expect((await linkMails(one.id))[0].text).toContain(event.name);
    // The new link was opened: it replaces the earlier ones.
    await read(one.id, oldToken).expect(404);
    await read(one.id, reminderToken).expect(404);
    expect(await linkMails(other.id)).toHaveLength(0);

    // As stored, no column of any of these mails holds a token.
    const stored = await t.dataSource
      .getRepository(OutboxMail)
      .findBy([{ subjectId: one.id }, { subjectId: two.id }]);
    for (const mail of stored) {
      for (const [column, value] of Object.entries(mail)) {
        expect({ column, token: typeof value === 'string' && /rt_[A-Za-z0-9_-]{20}/.test(value) }).toEqual({
          column,
          token: false,
        });
      }
    }
  });

  it('keeps the links already mailed working until a new one is first opened, which then replaces them all', async () => {
    const { id } = await enrol('keeper@example.com');
    const own = await privateToken(t, id);
    await send('keeper@example.com').expect(200);
    const first = await newLinkToken(id);
    await send('keeper@example.com').expect(200);
    const second = await newLinkToken(id, [first]);
    // Asked twice (by anyone): the registrant's own link still opens it, and stays its own.
    await read(id, own).expect(200);
    await read(id, own).expect(200);
    expect(await t.dataSource.getRepository(Registration).findOneByOrFail({ id })).toMatchObject({
      accessTokenHash: hashLinkToken(own),
    });

    // The second is opened (here through the address's list): from now on it alone opens it.
    const byUser = await api()
      .get(`/api/awakenLimitlessHuman/user/${encodeURIComponent('keeper@example.com')}`)
      .set('X-Registration-Token', second)
      .expect(200);
    expect(byUser.body.data.map((row: { id: string }) => row.id)).toEqual([id]);
    await read(id, own).expect(404);
    await read(id, first).expect(404);
    await read(id, second).expect(200);
    await read(id, second).expect(200);
  });

  it('gives two new links opened at once the registration once, and keeps one working', async () => {
    const { id } = await enrol('racer@example.com');
    await send('racer@example.com').expect(200);
    const first = await newLinkToken(id);
    await send('racer@example.com').expect(200);
    const second = await newLinkToken(id, [first]);
    const replies = await Promise.all([read(id, first), read(id, second), read(id, first), read(id, second)]);
    expect(replies.some((reply) => reply.status === 200)).toBe(true);
    const works = await Promise.all([read(id, first), read(id, second)]);
    expect(works.map((reply) => reply.status).sort()).toEqual([200, 404]);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    await enrol('known.address@example.com');
    const mailCount = () => t.dataSource.getRepository(OutboxMail).count();
    const known = await send('known.address@example.com').expect(200);
    const before = await mailCount();
    const unknown = await send('nobody.registered@example.com').expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.data.sendMyRegistrationLinks.message).toMatch(
      /If we hold registrations under this address/,
    );
    expect(await mailCount()).toBe(before);
  });

  it('refuses an address that is not one, naming the field', async () => {
    const res = await send('not-an-address').expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });
});

describe("'Lost your link?' limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseKinds()[0], {
      clock: testClock(),
      env: { MAILS_PER_RECIPIENT: '2', SUBMISSIONS_PER_ADDRESS: '4' },
    });
  });
  afterAll(() => t.close());
  const send = (email: string) =>
    request(t.app.express).post('/graphql').send({ query: SEND, variables: { email } });

  it('count per recipient, an unknown one too, with a 429 and Retry-After', async () => {
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await send('flood.target@example.com')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await send('flood.target@example.com').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('count per client address across recipients', async () => {
    // The four requests above used up the address's four.
    const refused = await send('another.target@example.com').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});
