import request from 'supertest';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { WaitingListEntry } from '../waiting-list/waiting-list-entry.entity';
import {
  VALID_REGISTRATION,
  addEvent,
  adminToken,
  queuedMails,
  sentMails,
  TEST_NOW,
} from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { HoldExpiry } from './hold-expiry';
import { Registration } from './registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id holdUntil } }`;
const JOIN = `mutation Join($input: WaitingListInput!) { joinWaitingList(input: $input) { message } }`;
const HOUR = 3_600_000;
const ONLINE_PAYMENT = { STRIPE_SECRET_KEY: 'sk_test_hold', STRIPE_WEBHOOK_SECRET: 'whsec_hold' };

describe.each(testDatabaseKinds())('held seats on %s', (kind) => {
  let t: TestApp;
  let now = TEST_NOW;
  let expiry: HoldExpiry;
  const gql = (query: string, variables: object, token?: string) => {
    const req = request(t.app.express).post('/graphql');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({ query, variables });
  };
  const enrol = async (eventId: string, email: string) => {
    const res = await gql(SUBMIT, { input: { ...VALID_REGISTRATION, email, eventId } }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration as { id: string; holdUntil: string | null };
  };
  const registration = (id: string) => t.dataSource.getRepository(Registration).findOneByOrFail({ id });
  const seatsTaken = async (id: string) =>
    (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id })).seatsTaken;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { now: () => now }, env: ONLINE_PAYMENT });
    const { services, db } = t.app;
    expiry = new HoldExpiry(db, services.get('seats'), services.get('calendar'), services.get('mail'), {
      now: () => now,
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = TEST_NOW;
  });

  it('holds a priced seat for SEAT_HOLD_HOURS or the event’s own hours, a free one without a deadline', async () => {
    const priced = await addEvent(t);
    const own = await addEvent(t, { seatHoldHours: 6 });
    const free = await addEvent(t, { priceValue: 0, price: 'Free' });
    const held = await enrol(priced.id, 'held@example.com');
    expect(held.holdUntil).toBe(new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString());
    expect((await enrol(own.id, 'own@example.com')).holdUntil).toBe(
      new Date(TEST_NOW.getTime() + 6 * HOUR).toISOString(),
    );
    expect((await enrol(free.id, 'free@example.com')).holdUntil).toBeNull();
    const confirmation = (await queuedMails(t, held.id)).find((m) => m.recipient === 'held@example.com');
    expect(confirmation?.text).toContain(
      'Your seat is held until Wed, 25 Nov 2026, 12:00 pm Gulf Standard Time.',
    );
  });

  it('expires an unpaid hold at its deadline, once, frees the seat to the waiting list and tells the registrant', async () => {
    const event = await addEvent(t, { seats: 1 });
    const held = await enrol(event.id, 'unpaid@example.com');
    const join = await gql(JOIN, {
      input: {
        kind: 'EVENT',
        id: event.id,
        firstName: 'Next',
        lastName: 'InLine',
        email: 'next@example.com',
        mobileNo: '0501234567',
      },
    }).expect(200);
    expect(join.body.errors).toBeUndefined();
    // In line once the link of the join's mail is opened.
    const [asked] = await t.dataSource.getRepository(WaitingListEntry).findBy({ subjectId: event.id });
    const joinToken = (await sentMails(t, asked.id))
      .map((mail) => /#waiting-list=(wc_[A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
    const confirmed = await gql(
      `mutation C($token: String!) { confirmWaitingList(token: $token) { place } }`,
      { token: joinToken },
    ).expect(200);
    expect(confirmed.body.data.confirmWaitingList.place).toBe(1);

    now = new Date(TEST_NOW.getTime() + 47 * HOUR);
    await expiry.expireDue();
    expect((await registration(held.id)).status).toBe('pending');

    now = new Date(TEST_NOW.getTime() + 48 * HOUR);
    // Two instances at once: one expires it (one mail below).
    await Promise.all([expiry.expireDue(), expiry.expireDue()]);
    expect((await registration(held.id)).status).toBe('expired');
    const expiredMails = (await queuedMails(t, held.id)).filter((m) => /expired/.test(m.subject));
    expect(expiredMails).toHaveLength(1);
    expect(expiredMails[0].recipient).toBe('unpaid@example.com');
    expect(expiredMails[0].subject).toMatch(/^Your held seat has expired/);
    // The freed seat is held for the first in line.
    const [entry] = await t.dataSource.getRepository(WaitingListEntry).findBy({ subjectId: event.id });
    expect(entry.status).toBe('offered');
    expect(await seatsTaken(event.id)).toBe(1);
  });

  it('never expires a confirmed registration, and staff can reinstate an expired one if a seat is free', async () => {
    const event = await addEvent(t, { seats: 2 });
    const paid = await enrol(event.id, 'paid@example.com');
    const unpaid = await enrol(event.id, 'late@example.com');
    const admin = await adminToken(t);
    const SET = `mutation S($id: ID!, $status: RegistrationStatus!) { setRegistrationStatus(id: $id, status: $status) { status } }`;
    await gql(SET, { id: paid.id, status: 'CONFIRMED' }, admin).expect(200);
    now = new Date(TEST_NOW.getTime() + 49 * HOUR);
    await expiry.expireDue();
    expect((await registration(paid.id)).status).toBe('confirmed');
    expect((await registration(unpaid.id)).status).toBe('expired');
    expect(await seatsTaken(event.id)).toBe(1);
    // Signed in again: the session of two days ago has ended.
    const back = await gql(SET, { id: unpaid.id, status: 'PENDING' }, await adminToken(t)).expect(200);
    expect(back.body.data.setRegistrationStatus.status).toBe('PENDING');
    expect(await seatsTaken(event.id)).toBe(2);
  });
});

describe('held seats without online payment', () => {
  it('have no deadline', async () => {
    const [sqlite] = testDatabaseKinds();
    const t = await startTestApp(sqlite, { clock: { now: () => TEST_NOW } });
    try {
      const event = await addEvent(t);
      const res = await request(t.app.express)
        .post('/graphql')
        .send({ query: SUBMIT, variables: { input: { ...VALID_REGISTRATION, eventId: event.id } } })
        .expect(200);
      expect(res.body.data.submitRegistration.holdUntil).toBeNull();
    } finally {
      await t.close();
    }
  });
});
