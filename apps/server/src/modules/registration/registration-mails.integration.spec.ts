import request from 'supertest';
import { OutboxMail } from '../mail/outbox-mail.entity';
import {
  VALID_REGISTRATION,
  addEvent,
  adminToken,
  privateToken,
  queuedMails,
  testClock,
} from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Registration } from './registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) {
  submitRegistration(input: $input) { id referenceCode status }
}`;
const SET_STATUS = `mutation Set($id: ID!, $status: RegistrationStatus!) {
  setRegistrationStatus(id: $id, status: $status) { id status referenceCode }
}`;
const MINE = `query Mine($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { referenceCode } }`;
const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const NOTIFY = 'hello@academy.example.com';

/** A private link's token in any column of a queued mail would open the registration to whoever reads it. */
function expectNoTokenInClear(mails: OutboxMail[]) {
  for (const mail of mails) {
    for (const [column, value] of Object.entries(mail)) {
      expect({ column, token: typeof value === 'string' && /rt_[A-Za-z0-9_-]{20}/.test(value) }).toEqual({
        column,
        token: false,
      });
    }
  }
}

describe.each(testDatabaseKinds())('the mails of a registration on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const api = () => request(t.app.express);
  const graphql = (query: string, variables: object, token?: string) => {
    const call = api().post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const enrol = async (email: string, eventId?: string) => {
    const res = await graphql(SUBMIT, { input: { ...VALID_REGISTRATION, email, eventId } }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration as { id: string; referenceCode: string };
  };
  /** The ids of the mails queued about a registration so far (the test clock stands still). */
  const mailIds = async (id: string) => new Set((await queuedMails(t, id)).map((mail) => mail.id));
  /** The mails queued about the registration besides the ones already there. */
  const mailsAfter = async (id: string, before: Set<string>) =>
    (await queuedMails(t, id)).filter((mail) => !before.has(mail.id));
  const setStatus = async (id: string, status: string) => {
    const res = await graphql(SET_STATUS, { id, status }, admin).expect(200);
    expect(res.body.errors).toBeUndefined();
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      clock: testClock(),
      env: { PUBLIC_URL: 'https://academy.example.com', ADMIN_NOTIFY_EMAIL: NOTIFY },
    });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('gives each registration a reference code: on the thank-you, in its mails and on the private page', async () => {
    const event = await addEvent(t);
    const receipt = await enrol('coded@example.com', event.id);
    expect(receipt.referenceCode).toMatch(REFERENCE);
    const stored = await t.dataSource.getRepository(Registration).findOneByOrFail({ id: receipt.id });
    expect(stored.referenceCode).toBe(receipt.referenceCode);
    const mails = await queuedMails(t, receipt.id);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toContain(receipt.referenceCode);
      expect(mail.text).toContain(`Reference: ${receipt.referenceCode}`);
    }
    const token = await privateToken(t, receipt.id);
    const mine = await graphql(MINE, { id: receipt.id, token }).expect(200);
    expect(mine.body.data.myRegistration.referenceCode).toBe(receipt.referenceCode);
    const rest = await api()
      .get(`/api/awakenLimitlessHuman/${receipt.id}`)
      .set('X-Registration-Token', token);
    expect(rest.body.data.referenceCode).toBe(receipt.referenceCode);
    const other = await enrol('coded.too@example.com');
    expect(other.referenceCode).not.toBe(receipt.referenceCode);
  });

  it('mails the registrant and the provider when the registrant cancels', async () => {
    const event = await addEvent(t);
    const { id, referenceCode } = await enrol('leaving@example.com', event.id);
    const before = await mailIds(id);
    await api()
      .patch(`/api/awakenLimitlessHuman/${id}/cancel`)
      .set('X-Registration-Token', await privateToken(t, id))
      .expect(200);
    const mails = await mailsAfter(id, before);
    const toRegistrant = mails.find((mail) => mail.recipient === 'leaving@example.com');
    const toProvider = mails.find((mail) => mail.recipient === NOTIFY);
    expect(mails).toHaveLength(2);
    expect(toRegistrant?.subject).toMatch(/cancelled/i);
    expect(toRegistrant?.text).toContain(`Reference: ${referenceCode}`);
    expect(toRegistrant?.text).toContain(event.name);
    expect(toProvider?.subject).toContain(referenceCode);
    expect(toProvider?.replyTo).toBe('leaving@example.com');
    expectNoTokenInClear(await queuedMails(t, id));
  });

  it('mails the registrant when staff confirm, cancel or reinstate, not when staff put a confirmed one back to pending', async () => {
    const event = await addEvent(t);
    const { id, referenceCode } = await enrol('staff.changes@example.com', event.id);
    const expectOneMail = async (before: Set<string>, subject: RegExp) => {
      const mails = await mailsAfter(id, before);
      expect(mails.map((mail) => [mail.recipient, subject.test(mail.subject)])).toEqual([
        ['staff.changes@example.com', true],
      ]);
      expect(mails[0].text).toContain(`Reference: ${referenceCode}`);
    };

    let before = await mailIds(id);
    await setStatus(id, 'CONFIRMED');
    await expectOneMail(before, /confirmed/i);

    before = await mailIds(id);
    await setStatus(id, 'PENDING');
    expect(await mailsAfter(id, before)).toHaveLength(0);

    before = await mailIds(id);
    await setStatus(id, 'CANCELLED');
    await expectOneMail(before, /cancelled/i);

    before = await mailIds(id);
    await setStatus(id, 'PENDING');
    await expectOneMail(before, /active again/i);
    expectNoTokenInClear(await queuedMails(t, id));
  });

  it('queues no mail for a status change that is refused', async () => {
    const event = await addEvent(t, { seats: 1 });
    const { id } = await enrol('refused.reinstate@example.com', event.id);
    await setStatus(id, 'CANCELLED');
    await enrol('took.the.seat@example.com', event.id);
    const before = await mailIds(id);
    const res = await graphql(SET_STATUS, { id, status: 'PENDING' }, admin).expect(200);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await mailsAfter(id, before)).toHaveLength(0);
  });
});
