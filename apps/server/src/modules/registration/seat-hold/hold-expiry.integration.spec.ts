import request from 'supertest';
import { CalendarEvent } from '../../calendar-event/calendar-event.entity';
import { WaitingListEntry } from '../../waiting-list/waiting-list-entry.entity';
import {
  VALID_REGISTRATION,
  addEvent,
  adminToken,
  queuedMails,
  sentMails,
  TEST_NOW,
} from '../../../testing/fixtures';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-databases';
import { HoldExpiry } from './hold-expiry';
import { Registration } from '../registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id holdUntil } }`;
const SET = `mutation S($id: ID!, $status: RegistrationStatus!) { setRegistrationStatus(id: $id, status: $status) { status holdUntil } }`;
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

  /** Opens the link of the waiting list's join mail (the event's one request): in line from then on. */
  const confirmJoin = async (eventId: string) => {
    const [asked] = await t.dataSource.getRepository(WaitingListEntry).findBy({ subjectId: eventId });
    const joinToken = (await sentMails(t, asked.id))
      .map((mail) => /#waiting-list=(wc_[A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
    const confirmed = await gql(
      `mutation C($token: String!) { confirmWaitingList(token: $token) { place } }`,
      { token: joinToken },
    ).expect(200);
    return confirmed.body.data.confirmWaitingList.place as number;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { now: () => now }, env: ONLINE_PAYMENT });
    const { services, db } = t.app;
    expiry = new HoldExpiry(
      db,
      services.get('seats'),
      services.get('calendar'),
      services.get('mail'),
      { now: () => now },
      services.get('audit'),
    );
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
    expect(confirmation?.text).toContain('Your seat is held until Wed, 25 Nov 2026, 12:00 pm.');
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
    expect(await confirmJoin(event.id)).toBe(1);

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

const RELEASE = `mutation R($ids: [ID!]!) { releaseSeatHolds(ids: $ids) { changed failures { id reason } } }`;
const HELD = `query Held($eventId: ID!) {
  registrations(eventId: $eventId, status: PENDING, paymentStatus: UNPAID, sortBy: HOLD_UNTIL, sortDirection: ASC, page: 1, limit: 50) {
    total items { id holdUntil }
  }
}`;
const HISTORY = `query History($id: ID!) { registration(id: $id) { history { action summary actor } } }`;

/** Without STRIPE_*: the fee is paid by the event's link or by transfer, and staff confirm by hand. */
describe.each(testDatabaseKinds())('held seats without online payment, on %s', (kind) => {
  let t: TestApp;
  let now = TEST_NOW;
  let expiry: HoldExpiry;
  const gql = (query: string, variables: object, token?: string) => {
    const req = request(t.app.express).post('/graphql');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({ query, variables });
  };
  const enrol = async (eventId: string | undefined, email: string) => {
    const res = await gql(SUBMIT, { input: { ...VALID_REGISTRATION, email, eventId } }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration as { id: string; holdUntil: string | null };
  };
  const registration = (id: string) => t.dataSource.getRepository(Registration).findOneByOrFail({ id });
  const seatsTaken = async (id: string) =>
    (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id })).seatsTaken;

  /** Opens the link of the waiting list's join mail (the event's one request): in line from then on. */
  const confirmJoin = async (eventId: string) => {
    const [asked] = await t.dataSource.getRepository(WaitingListEntry).findBy({ subjectId: eventId });
    const joinToken = (await sentMails(t, asked.id))
      .map((mail) => /#waiting-list=(wc_[A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
    const confirmed = await gql(
      `mutation C($token: String!) { confirmWaitingList(token: $token) { place } }`,
      { token: joinToken },
    ).expect(200);
    return confirmed.body.data.confirmWaitingList.place as number;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { now: () => now } });
    const { services, db } = t.app;
    expiry = new HoldExpiry(
      db,
      services.get('seats'),
      services.get('calendar'),
      services.get('mail'),
      { now: () => now },
      services.get('audit'),
    );
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = TEST_NOW;
  });

  it('hold an unconfirmed seat for SEAT_HOLD_HOURS or the event’s own hours, then free it as with online payment', async () => {
    const event = await addEvent(t, { seats: 3 });
    const own = await addEvent(t, { seatHoldHours: 6 });
    const free = await addEvent(t, { priceValue: 0, price: 'Free' });
    const unconfirmed = await enrol(event.id, 'unconfirmed@example.com');
    const confirmed = await enrol(event.id, 'confirmed@example.com');
    expect(unconfirmed.holdUntil).toBe(new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString());
    expect((await enrol(own.id, 'own@example.com')).holdUntil).toBe(
      new Date(TEST_NOW.getTime() + 6 * HOUR).toISOString(),
    );
    expect((await enrol(free.id, 'free@example.com')).holdUntil).toBeNull();
    const mail = (await queuedMails(t, unconfirmed.id)).find(
      (m) => m.recipient === 'unconfirmed@example.com',
    );
    expect(mail?.text).toContain('Your seat is held until Wed, 25 Nov 2026, 12:00 pm.');
    // Staff confirm one by hand: it keeps its seat.
    const admin = await adminToken(t);
    await gql(SET, { id: confirmed.id, status: 'CONFIRMED' }, admin).expect(200);

    now = new Date(TEST_NOW.getTime() + 48 * HOUR - 1);
    await expiry.expireDue();
    expect((await registration(unconfirmed.id)).status).toBe('pending');
    now = new Date(TEST_NOW.getTime() + 48 * HOUR);
    await expiry.expireDue();
    expect((await registration(unconfirmed.id)).status).toBe('expired');
    expect((await registration(confirmed.id)).status).toBe('confirmed');
    expect(await seatsTaken(event.id)).toBe(1);
    const expired = (await queuedMails(t, unconfirmed.id)).filter((m) => /expired/.test(m.subject));
    expect(expired.map((m) => m.recipient)).toEqual(['unconfirmed@example.com']);
    expect(expired[0].subject).toMatch(/^Your held seat has expired/);
  });

  it('give a reinstated registration a new hold instead of expiring it again at once', async () => {
    const event = await addEvent(t);
    const held = await enrol(event.id, 'again@example.com');
    now = new Date(TEST_NOW.getTime() + 49 * HOUR);
    await expiry.expireDue();
    expect((await registration(held.id)).status).toBe('expired');
    const back = await gql(SET, { id: held.id, status: 'PENDING' }, await adminToken(t)).expect(200);
    expect(back.body.data.setRegistrationStatus).toEqual({
      status: 'PENDING',
      holdUntil: new Date(now.getTime() + 48 * HOUR).toISOString(),
    });
    await expiry.expireDue();
    expect((await registration(held.id)).status).toBe('pending');
    const reinstated = (await queuedMails(t, held.id)).find((m) => /active again/.test(m.subject));
    expect(reinstated?.text).toContain('Your seat is held until Fri, 27 Nov 2026, 1:00 pm.');
  });

  it('are listed for staff by deadline and released in bulk, each as its hold’s expiry would', async () => {
    const event = await addEvent(t, { seats: 3 });
    const first = await enrol(event.id, 'first-held@example.com');
    now = new Date(TEST_NOW.getTime() + HOUR);
    const second = await enrol(event.id, 'second-held@example.com');
    const confirmed = await enrol(event.id, 'kept@example.com');
    const intake = await enrol(undefined, 'intake@example.com');
    const admin = await adminToken(t);
    await gql(SET, { id: confirmed.id, status: 'CONFIRMED' }, admin).expect(200);
    const join = await gql(JOIN, {
      input: {
        kind: 'EVENT',
        id: event.id,
        firstName: 'Next',
        lastName: 'InLine',
        email: 'next-held@example.com',
        mobileNo: '0501234567',
      },
    }).expect(200);
    expect(join.body.errors).toBeUndefined();
    expect(await confirmJoin(event.id)).toBe(1);

    const held = await gql(HELD, { eventId: event.id }, admin).expect(200);
    expect(held.body.data.registrations).toEqual({
      total: 2,
      items: [
        { id: first.id, holdUntil: new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString() },
        { id: second.id, holdUntil: new Date(TEST_NOW.getTime() + 49 * HOUR).toISOString() },
      ],
    });

    // Nobody but staff.
    const anonymous = await gql(RELEASE, { ids: [first.id] }).expect(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await registration(first.id)).status).toBe('pending');

    const released = await gql(
      RELEASE,
      { ids: [first.id, second.id, confirmed.id, intake.id] },
      admin,
    ).expect(200);
    expect(released.body.data.releaseSeatHolds).toEqual({
      changed: 2,
      failures: [
        { id: confirmed.id, reason: 'This registration is confirmed: cancel it to free its seat' },
        { id: intake.id, reason: 'This registration holds no seat: it is for the next available intake' },
      ],
    });
    expect((await registration(first.id)).status).toBe('expired');
    expect((await registration(second.id)).status).toBe('expired');
    expect((await registration(confirmed.id)).status).toBe('confirmed');
    // Two seats freed, one of them held for the first in line.
    expect(await seatsTaken(event.id)).toBe(2);
    const [entry] = await t.dataSource.getRepository(WaitingListEntry).findBy({ subjectId: event.id });
    expect(entry.status).toBe('offered');
    const mails = (await queuedMails(t, first.id)).filter((m) => /released/.test(m.subject));
    expect(mails.map((m) => m.recipient)).toEqual(['first-held@example.com']);
    expect(mails[0].subject).toMatch(/^Your held seat has been released/);
    const history = await gql(HISTORY, { id: first.id }, admin).expect(200);
    expect(history.body.data.registration.history).toEqual([
      expect.objectContaining({
        action: 'registration.hold-release',
        summary: 'Seat hold released: pending → expired',
      }),
    ]);
    // Released once: a second time finds no hold.
    const again = await gql(RELEASE, { ids: [first.id] }, admin).expect(200);
    expect(again.body.data.releaseSeatHolds.failures).toEqual([
      { id: first.id, reason: 'This registration is expired: it holds no seat' },
    ]);
  });
});
