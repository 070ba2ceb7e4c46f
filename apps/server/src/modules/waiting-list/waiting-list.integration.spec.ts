import request from 'supertest';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { FamilySession } from '../family-session/family-session.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { Registration } from '../registration/registration.entity';
import { VALID_REGISTRATION, addEvent, adminToken, sentMails, TEST_NOW } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { WaitingListEntry } from './waiting-list-entry.entity';
import { WaitingListStatus } from './waiting-list-status.enum';

const JOIN = `mutation Join($input: WaitingListInput!) { joinWaitingList(input: $input) { message } }`;
const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id status } }`;
const SET_STATUS = `mutation S($id: ID!, $status: RegistrationStatus!) { setRegistrationStatus(id: $id, status: $status) { id } }`;
const OFFER = `query O($token: String!) { waitingListOffer(token: $token) { kind id firstName email offerExpiresAt } }`;
const CONFIRM = `mutation C($token: String!) { confirmWaitingList(token: $token) { kind id place message } }`;
const JOINED =
  'Thank you. Please check your mailbox: we have sent you a link to confirm your place on the waiting list. You join the line once you open it.';
const HOUR = 3_600_000;
const CONFIRM_SUBJECT = /^Confirm your place on the waiting list/;

/** The confirmation link's token, read from the join's mail as its recipient would. */
async function joinTokenOf(t: TestApp, entryId: string): Promise<string> {
  const tokens = (await sentMails(t, entryId)).flatMap(
    (mail) => /#waiting-list=(wc_[A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? [],
  );
  if (tokens.length === 0) throw new Error(`No confirmation link in the mails of ${entryId}`);
  return tokens[tokens.length - 1];
}

/** The claim link's token, read from the offer mail as its recipient would. */
async function claimTokenOf(t: TestApp, entryId: string): Promise<string> {
  for (const mail of await sentMails(t, entryId)) {
    const match = /#claim=(wl_[A-Za-z0-9_-]+)/.exec(mail.text);
    if (match) return match[1];
  }
  throw new Error(`No claim link in the mails of ${entryId}`);
}

describe.each(testDatabaseKinds())('waiting lists on %s', (kind) => {
  let t: TestApp;
  let now = TEST_NOW;
  let admin: string;
  const api = () => request(t.app.express);
  const gql = (query: string, variables: object, token?: string) => {
    const req = api().post('/graphql');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({ query, variables });
  };
  const seatsTaken = async (id: string) =>
    (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id })).seatsTaken;
  const entries = (subjectId: string) =>
    t.dataSource.getRepository(WaitingListEntry).find({ where: { subjectId }, order: { position: 'ASC' } });
  const person = (n: number) => ({
    firstName: `Person${n}`,
    lastName: 'Waiting',
    email: `waiting${n}@example.com`,
    mobileNo: '050 123 4567',
  });
  const join = (id: string, n: number, extra: object = {}) =>
    gql(JOIN, { input: { kind: 'EVENT', id, ...person(n), ...extra } });
  const entryOf = async (subjectId: string, n: number) =>
    (await entries(subjectId)).find((e) => e.email === person(n).email) as WaitingListEntry;
  const confirm = (token: string) => gql(CONFIRM, { token });
  const offerMailOf = async (entryId: string) =>
    (await sentMails(t, entryId)).find((mail) =>
      mail.subject.startsWith('A seat is free for you'),
    ) as OutboxMail;
  /** Joins and opens the link of the join's mail, as the owner of the address would. */
  async function joinConfirmed(id: string, n: number, extra: object = {}, kind = 'EVENT') {
    const joined = await gql(JOIN, { input: { kind, id, ...person(n), ...extra } }).expect(200);
    expect(joined.body.errors).toBeUndefined();
    const token = await joinTokenOf(t, (await entryOf(id, n)).id);
    const confirmed = await confirm(token).expect(200);
    expect(confirmed.body.errors).toBeUndefined();
    return confirmed.body.data.confirmWaitingList as { place: number | null; message: string };
  }
  const enrol = (eventId: string, email: string, claimToken?: string) =>
    gql(SUBMIT, { input: { ...VALID_REGISTRATION, email, eventId, ...(claimToken ? { claimToken } : {}) } });
  /** A full event of `seats` seats, each taken by an enrolment; returns it and its registrations' ids. */
  async function fullEvent(seats = 1) {
    const event = await addEvent(t, { seats });
    const ids: string[] = [];
    for (let n = 0; n < seats; n += 1) {
      const res = await enrol(event.id, `holder${n}-${event.id}@example.com`).expect(200);
      ids.push(res.body.data.submitRegistration.id);
    }
    return { event, ids };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {
      clock: { now: () => now },
      env: { PUBLIC_URL: 'https://academy.example.com' },
    });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = TEST_NOW;
  });

  it('refuses bad input with the enrolment form messages, and an event with free seats', async () => {
    const event = await addEvent(t, { seats: 5 });
    const bad = await gql(JOIN, {
      input: { kind: 'EVENT', id: event.id, firstName: '', lastName: 'X', email: 'nope', mobileNo: '12' },
    }).expect(200);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'mobileNo', message: 'Mobile number must be 10 digits' },
    ]);
    const free = await join(event.id, 1).expect(200);
    expect(free.body.errors[0].message).toBe('Seats are still free: please enrol instead');
    const missing = await join('no-such-event', 1).expect(200);
    expect(missing.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'id', message: 'This event does not exist' },
    ]);
    expect(await entries(event.id)).toEqual([]);
  });

  it('answers a second join of the same address as the first and keeps one entry', async () => {
    const { event } = await fullEvent();
    const first = await join(event.id, 1).expect(200);
    expect(first.body.data.joinWaitingList.message).toBe(JOINED);
    const again = await join(event.id, 1, { email: ' WAITING1@example.com ' }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await entries(event.id)).toHaveLength(1);
  });

  it('mails one confirmation link on joining and holds nothing for the address until it is opened', async () => {
    const { event, ids } = await fullEvent();
    const joined = await join(event.id, 1).expect(200);
    expect(joined.body.data.joinWaitingList.message).toBe(JOINED);
    const entry = await entryOf(event.id, 1);
    expect(entry.status).toBe(WaitingListStatus.UNCONFIRMED);
    const mails = await sentMails(t, entry.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe('waiting1@example.com');
    expect(mails[0].subject).toMatch(CONFIRM_SUBJECT);
    expect(mails[0].text).toMatch(
      /https:\/\/academy\.example\.com\/practitioner#waiting-list=wc_[A-Za-z0-9_-]{43}/,
    );
    // The outbox keeps the token sealed.
    const [queued] = await t.dataSource.getRepository(OutboxMail).findBy({ subjectId: entry.id });
    expect(queued.text).not.toMatch(/wc_[A-Za-z0-9_-]{20}/);

    // Unconfirmed, the address is not in line: staff do not see it, and a freed seat is not held for it.
    const LIST = `query L($id: ID!) { waitingList(kind: EVENT, id: $id) { email } }`;
    expect((await gql(LIST, { id: event.id }, admin).expect(200)).body.data.waitingList).toEqual([]);
    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    expect(await seatsTaken(event.id)).toBe(0);
    expect((await entryOf(event.id, 1)).status).toBe(WaitingListStatus.UNCONFIRMED);
    expect(await sentMails(t, entry.id)).toHaveLength(1);
  });

  it('puts an address in line when its link is opened, in the order of confirmation, and shows its place', async () => {
    const { event, ids } = await fullEvent();
    await join(event.id, 1).expect(200);
    await join(event.id, 2).expect(200);
    await join(event.id, 3).expect(200);
    const token1 = await joinTokenOf(t, (await entryOf(event.id, 1)).id);
    const token2 = await joinTokenOf(t, (await entryOf(event.id, 2)).id);
    const second = await confirm(token2).expect(200);
    expect(second.body.data.confirmWaitingList).toEqual({
      kind: 'EVENT',
      id: event.id,
      place: 1,
      message:
        'Your place on the waiting list is confirmed: you are number 1 in line. If a seat frees for you, we will send you a link to claim it.',
    });
    now = new Date(TEST_NOW.getTime() + HOUR);
    expect((await confirm(token1).expect(200)).body.data.confirmWaitingList.place).toBe(2);
    // Opening the link again changes nothing and shows the place again.
    expect((await confirm(token2).expect(200)).body.data.confirmWaitingList.place).toBe(1);
    expect((await entryOf(event.id, 3)).status).toBe(WaitingListStatus.UNCONFIRMED);

    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    expect((await entryOf(event.id, 2)).status).toBe(WaitingListStatus.OFFERED);
    expect((await entryOf(event.id, 1)).status).toBe(WaitingListStatus.WAITING);
    expect((await confirm(token1).expect(200)).body.data.confirmWaitingList.place).toBe(1);
    const offered = await confirm(token2).expect(200);
    expect(offered.body.data.confirmWaitingList).toMatchObject({ place: null });
    expect(offered.body.data.confirmWaitingList.message).toMatch(/a seat is free for you/);
    const unknown = await confirm('wc_unknown').expect(200);
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('lets an unconfirmed request expire after 48 hours and deletes it', async () => {
    const { event } = await fullEvent();
    await join(event.id, 1).expect(200);
    const entry = await entryOf(event.id, 1);
    const token = await joinTokenOf(t, entry.id);
    const waitingList = t.app.services.get('waitingList');
    now = new Date(TEST_NOW.getTime() + 47 * HOUR);
    expect(await waitingList.purgeUnconfirmed()).toBe(0);
    now = new Date(TEST_NOW.getTime() + 48 * HOUR + 1);
    const late = await confirm(token).expect(200);
    expect(late.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(late.body.errors[0].message).toBe(
      'This confirmation link has expired or is no longer valid. Please join the waiting list again.',
    );
    expect(await waitingList.purgeUnconfirmed()).toBeGreaterThanOrEqual(1);
    expect(await t.dataSource.getRepository(WaitingListEntry).findOneBy({ id: entry.id })).toBeNull();
    // Joining again starts afresh, with a new link.
    await join(event.id, 1).expect(200);
    const again = await entryOf(event.id, 1);
    expect(again.status).toBe(WaitingListStatus.UNCONFIRMED);
    expect((await confirm(await joinTokenOf(t, again.id)).expect(200)).body.errors).toBeUndefined();
  });

  it('mails a fresh link when an unconfirmed address joins again, and none to an address already in line', async () => {
    const { event } = await fullEvent();
    await join(event.id, 1).expect(200);
    const entry = await entryOf(event.id, 1);
    const first = await joinTokenOf(t, entry.id);
    // The address joins again a minute later: the test's clock stands still otherwise, and mails queued
    // at the same moment come back in no particular order on MySQL.
    now = new Date(TEST_NOW.getTime() + 60_000);
    await join(event.id, 1).expect(200);
    expect(await entries(event.id)).toHaveLength(1);
    const fresh = await joinTokenOf(t, entry.id);
    expect(fresh).not.toBe(first);
    expect((await confirm(first).expect(200)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await confirm(fresh).expect(200)).body.data.confirmWaitingList.place).toBe(1);
    const mailed = (await sentMails(t, entry.id)).length;
    const inLine = await join(event.id, 1).expect(200);
    expect(inLine.body.data.joinWaitingList.message).toBe(JOINED);
    expect(await sentMails(t, entry.id)).toHaveLength(mailed);
  });

  it('offers a seat that is free when the link is opened to the line at once', async () => {
    const { event, ids } = await fullEvent();
    await join(event.id, 1).expect(200);
    const entry = await entryOf(event.id, 1);
    // The seat freed while nobody confirmed was waiting.
    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    expect(await seatsTaken(event.id)).toBe(0);
    const confirmed = await confirm(await joinTokenOf(t, entry.id)).expect(200);
    expect(confirmed.body.data.confirmWaitingList.place).toBeNull();
    expect((await entryOf(event.id, 1)).status).toBe(WaitingListStatus.OFFERED);
    expect(await seatsTaken(event.id)).toBe(1);
    expect((await offerMailOf(entry.id)).recipient).toBe('waiting1@example.com');
  });

  it('takes "+971 50 123 4567" and "050 123 4567" as the same UAE mobile, kept as typed, and refuses what is no number', async () => {
    const { event } = await fullEvent();
    await join(event.id, 21, { mobileNo: '+971 50 123 4567' }).expect(200);
    await join(event.id, 22, { mobileNo: '050 123 4567' }).expect(200);
    const bad = await join(event.id, 23, { mobileNo: '050 123 45' }).expect(200);
    expect(bad.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'mobileNo', message: 'Mobile number must be 10 digits' },
    ]);
    // Both are unconfirmed requests, in no line yet: compared in any order.
    const stored = (await entries(event.id)).map(({ mobileNo, mobileNoE164 }) => ({
      mobileNo,
      mobileNoE164,
    }));
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(
      expect.arrayContaining([
        { mobileNo: '+971 50 123 4567', mobileNoE164: '+971501234567' },
        { mobileNo: '050 123 4567', mobileNoE164: '+971501234567' },
      ]),
    );
  });

  it('offers a cancelled seat to the first in line, holds it against everyone else, and lets the link claim it once', async () => {
    const { event, ids } = await fullEvent();
    await joinConfirmed(event.id, 1, { firstName: '<b>Ann</b>' });
    await joinConfirmed(event.id, 2);
    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);

    const [first, second] = await entries(event.id);
    expect(first.status).toBe(WaitingListStatus.OFFERED);
    expect(first.offerExpiresAt).toEqual(new Date(TEST_NOW.getTime() + 24 * HOUR));
    expect(second.status).toBe(WaitingListStatus.WAITING);
    // The seat stays taken for the offer: nobody can enrol past the line.
    expect(await seatsTaken(event.id)).toBe(1);
    const jumper = await enrol(event.id, 'jumper@example.com').expect(200);
    expect(jumper.body.errors[0].message).toBe('This event is full');

    const [mail] = (await t.dataSource.getRepository(OutboxMail).findBy({ subjectId: first.id })).filter(
      (queued) => queued.subject.startsWith('A seat is free for you'),
    );
    expect(mail.recipient).toBe('waiting1@example.com');
    // Markup is no name to repeat to the address (mail/visitor-text.ts): greeted generically.
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).not.toMatch(/wl_/); // the token is sealed in the outbox
    const token = await claimTokenOf(t, first.id);
    expect((await offerMailOf(first.id)).text).toContain(
      `https://academy.example.com/practitioner#claim=${token}`,
    );

    const offer = await gql(OFFER, { token }).expect(200);
    expect(offer.body.data.waitingListOffer).toMatchObject({
      kind: 'EVENT',
      id: event.id,
      email: 'waiting1@example.com',
    });

    const claimed = await enrol(event.id, 'waiting1@example.com', token).expect(200);
    expect(claimed.body.errors).toBeUndefined();
    expect(await seatsTaken(event.id)).toBe(1);
    expect((await entries(event.id))[0].status).toBe(WaitingListStatus.CLAIMED);
    const twice = await enrol(event.id, 'someone@example.com', token).expect(200);
    expect(twice.body.errors[0].message).toBe('This claim link has expired or has already been used.');
    const gone = await gql(OFFER, { token }).expect(200);
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a claim whose offer ran out before the lapse worker came round', async () => {
    const { event, ids } = await fullEvent();
    await joinConfirmed(event.id, 1);
    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    const [entry] = await entries(event.id);
    const token = await claimTokenOf(t, entry.id);
    // A minute past the offer's end; the worker has not run, so the entry still says offered.
    now = new Date(TEST_NOW.getTime() + 24 * HOUR + 60_000);
    const late = await enrol(event.id, 'waiting1@example.com', token).expect(200);
    expect(late.body.errors[0].message).toBe('This claim link has expired or has already been used.');
    expect((await entries(event.id))[0].status).toBe(WaitingListStatus.OFFERED);
    const gone = await gql(OFFER, { token }).expect(200);
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // The worker then lapses it and the seat is free again: nobody holds two.
    // (Other tests' offers may lapse in the same round: the database is shared.)
    await t.app.services.get('waitingList').lapseDue();
    expect((await entries(event.id))[0].status).toBe(WaitingListStatus.LAPSED);
    expect(await seatsTaken(event.id)).toBe(0);
  });

  it('refuses a claim link of one event used to enrol in another, and keeps the offer', async () => {
    const { event, ids } = await fullEvent();
    const other = await addEvent(t, { seats: 5 });
    await joinConfirmed(event.id, 1);
    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    const [entry] = await entries(event.id);
    const token = await claimTokenOf(t, entry.id);
    const elsewhere = await enrol(other.id, 'waiting1@example.com', token).expect(200);
    expect(elsewhere.body.errors[0].message).toBe('This claim link has expired or has already been used.');
    expect(await seatsTaken(other.id)).toBe(0);
    expect((await entries(event.id))[0].status).toBe(WaitingListStatus.OFFERED);
    // The link still claims the seat it holds.
    const claimed = await enrol(event.id, 'waiting1@example.com', token).expect(200);
    expect(claimed.body.errors).toBeUndefined();
    expect(await seatsTaken(event.id)).toBe(1);
  });

  it('offers nothing, and mails nothing, when the freed seat cannot be held (the event closed)', async () => {
    const { event, ids } = await fullEvent();
    await joinConfirmed(event.id, 1);
    await t.dataSource.getRepository(CalendarEvent).update({ id: event.id }, { isOpen: false });
    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    const [entry] = await entries(event.id);
    expect(entry.status).toBe(WaitingListStatus.WAITING);
    expect(entry.claimTokenHash).toBeNull();
    expect(await seatsTaken(event.id)).toBe(0);
    const offers = (await t.dataSource.getRepository(OutboxMail).findBy({ subjectId: entry.id })).filter(
      (mail) => /A seat is free for you/.test(mail.subject),
    );
    expect(offers).toEqual([]);
  });

  it('gives two seats freed at once to the first two, and a lapsed offer to the next', async () => {
    const { event } = await fullEvent(2);
    for (const n of [1, 2, 3]) await joinConfirmed(event.id, n);
    const UPDATE = `mutation U($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { seats waiting } }`;
    const input = {
      name: event.name,
      programme: event.programme,
      level: event.level,
      date: event.date,
      time: event.time,
      location: event.location,
      trainer: event.trainer,
      participants: event.participants,
      seats: 4,
    };
    const updated = await gql(UPDATE, { id: event.id, input }, admin).expect(200);
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateCalendarEvent).toEqual({ seats: 4, waiting: 1 });
    expect((await entries(event.id)).map((e) => e.status)).toEqual(['offered', 'offered', 'waiting']);
    expect(await seatsTaken(event.id)).toBe(4);

    // Not yet due: nothing lapses.
    const waitingList = t.app.services.get('waitingList');
    now = new Date(TEST_NOW.getTime() + 23 * HOUR);
    await waitingList.lapseDue();
    expect((await entries(event.id)).map((e) => e.status)).toEqual(['offered', 'offered', 'waiting']);
    now = new Date(TEST_NOW.getTime() + 25 * HOUR);
    // Two workers at once: each offer lapses once (other tests' offers may lapse in the same round).
    const lapses = await Promise.all([waitingList.lapseDue(), waitingList.lapseDue()]);
    expect(lapses[0] + lapses[1]).toBeGreaterThanOrEqual(2);
    expect((await entries(event.id)).map((e) => e.status)).toEqual(['lapsed', 'lapsed', 'offered']);
    // One offered, the other seat free again.
    expect(await seatsTaken(event.id)).toBe(3);
  });

  it('gives one freed seat to exactly one of 30 concurrent claims', async () => {
    const { event, ids } = await fullEvent();
    await joinConfirmed(event.id, 1);
    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    const [entry] = await entries(event.id);
    const token = await claimTokenOf(t, entry.id);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, n) => enrol(event.id, `claimant${n}@example.com`, token)),
    );
    const created = replies.filter((reply) => !reply.body.errors);
    expect(created).toHaveLength(1);
    for (const reply of replies.filter((r) => r.body.errors)) {
      expect(reply.body.errors[0].message).toBe('This claim link has expired or has already been used.');
    }
    expect(await seatsTaken(event.id)).toBe(1);
    const held = await t.dataSource
      .getRepository(Registration)
      .count({ where: { eventId: event.id, status: 'pending' as Registration['status'] } });
    expect(held).toBe(1);
  });

  it('shows staff the line, lets them reorder it and remove an offered entry, whose seat passes on', async () => {
    const { event, ids } = await fullEvent();
    for (const n of [1, 2, 3]) await joinConfirmed(event.id, n);
    const LIST = `query L($id: ID!) { waitingList(kind: EVENT, id: $id) { id email status position } }`;
    const anonymous = await gql(LIST, { id: event.id }).expect(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const list = (await gql(LIST, { id: event.id }, admin).expect(200)).body.data.waitingList;
    expect(list.map((e: { email: string }) => e.email)).toEqual(
      [1, 2, 3].map((n) => `waiting${n}@example.com`),
    );

    const ORDER = `mutation R($id: ID!, $ids: [ID!]!) { setWaitingListOrder(kind: EVENT, id: $id, entryIds: $ids) { email } }`;
    const reversed = [...list].reverse().map((e: { id: string }) => e.id);
    const partial = await gql(ORDER, { id: event.id, ids: reversed.slice(1) }, admin).expect(200);
    expect(partial.body.errors[0].extensions.fieldErrors[0].field).toBe('entryIds');
    const ordered = await gql(ORDER, { id: event.id, ids: reversed }, admin).expect(200);
    expect(ordered.body.data.setWaitingListOrder.map((e: { email: string }) => e.email)).toEqual([
      'waiting3@example.com',
      'waiting2@example.com',
      'waiting1@example.com',
    ]);

    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    const offered = (await entries(event.id)).find((e) => e.status === WaitingListStatus.OFFERED);
    expect(offered?.email).toBe('waiting3@example.com');
    const REMOVE = `mutation X($id: ID!) { removeWaitingListEntry(id: $id) }`;
    await gql(REMOVE, { id: offered?.id }, admin).expect(200);
    const after = await entries(event.id);
    expect(after.find((e) => e.email === 'waiting3@example.com')?.status).toBe(WaitingListStatus.REMOVED);
    expect(after.find((e) => e.email === 'waiting2@example.com')?.status).toBe(WaitingListStatus.OFFERED);
    expect(await seatsTaken(event.id)).toBe(1);

    // Staff see who left the line apart from it.
    const LEFT = `query L($id: ID!) { leftWaitingList(kind: EVENT, id: $id) { email status updatedAt } }`;
    expect((await gql(LEFT, { id: event.id }).expect(401)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const left = (await gql(LEFT, { id: event.id }, admin).expect(200)).body.data.leftWaitingList;
    expect(left).toEqual([
      { email: 'waiting3@example.com', status: 'REMOVED', updatedAt: expect.any(String) },
    ]);
    const line = (await gql(LIST, { id: event.id }, admin).expect(200)).body.data.waitingList;
    expect(line.map((e: { email: string }) => e.email)).toEqual([
      'waiting2@example.com',
      'waiting1@example.com',
    ]);
  });
  it('offers a family session seat the same way; the claim books the first member, the others take theirs', async () => {
    const session = {
      id: `family-session-wl-${Date.now()}`,
      venue: 'Online (Zoom), US Eastern Time',
      date: '2026-12-06',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM']),
      timeZone: 'America/New_York',
      seats: 2,
      seatsTaken: 0,
      isOpen: true,
    };
    await t.dataSource.getRepository(FamilySession).insert(session);
    const BOOK = `mutation B($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }`;
    const book = (email: string, familyMembers: string[], claimToken?: string) =>
      gql(BOOK, {
        input: {
          sessionId: session.id,
          sessionSlot: '9:00 AM - 10:30 AM',
          familyMembers,
          email,
          phone: '(555) 123-4567',
          claimToken,
        },
      });
    const early = await gql(JOIN, { input: { kind: 'FAMILY_SESSION', id: session.id, ...person(7) } });
    expect(early.body.errors[0].message).toBe('Seats are still free: please book instead');
    const first = await book('family@example.com', ['Omar Haddad', 'Mira Haddad']).expect(200);
    const bookingId = first.body.data.bookFamilySession.booking.id;
    await joinConfirmed(session.id, 7, {}, 'FAMILY_SESSION');
    const WAITING = `query W { adminFamilySessions(includePast: true, limit: 100) { items { id waiting } } }`;
    const waitingOf = async () =>
      (await gql(WAITING, {}, admin).expect(200)).body.data.adminFamilySessions.items.find(
        (row: { id: string }) => row.id === session.id,
      )?.waiting;
    expect(await waitingOf()).toBe(1);

    await gql(
      `mutation C($id: ID!) { cancelFamilyBooking(id: $id) { id } }`,
      { id: bookingId },
      admin,
    ).expect(200);
    const sessions = t.dataSource.getRepository(FamilySession);
    // Two seats freed: one offered to the only one waiting, one free.
    expect((await sessions.findOneByOrFail({ id: session.id })).seatsTaken).toBe(1);
    const [entry] = await entries(session.id);
    expect(entry.status).toBe(WaitingListStatus.OFFERED);
    const token = await claimTokenOf(t, entry.id);
    expect((await offerMailOf(entry.id)).text).toContain(`/family-constellation#claim=${token}`);
    expect((await offerMailOf(entry.id)).text).toMatch(/^Family session: /m);
    // Offered a seat, the entry no longer counts as waiting.
    expect(await waitingOf()).toBe(0);
    const FAMILY_OFFER = `query O($token: String!) { waitingListOffer(token: $token) { kind id email event { id } familySession { id venue date timeSlots timeZone seatsLeft } } }`;
    const offer = await gql(FAMILY_OFFER, { token }).expect(200);
    expect(offer.body.data.waitingListOffer).toEqual({
      kind: 'FAMILY_SESSION',
      id: session.id,
      email: 'waiting7@example.com',
      event: null,
      familySession: {
        id: session.id,
        venue: session.venue,
        date: session.date,
        timeSlots: ['9:00 AM - 10:30 AM'],
        timeZone: session.timeZone,
        seatsLeft: 1,
      },
    });

    const claimed = await book('waiting7@example.com', ['Person Seven', 'Partner Seven'], token).expect(200);
    expect(claimed.body.errors).toBeUndefined();
    expect((await sessions.findOneByOrFail({ id: session.id })).seatsTaken).toBe(2);
    expect((await entries(session.id))[0].status).toBe(WaitingListStatus.CLAIMED);
  });

  it('writes to an address that asked from the Arabic site in Arabic, its links under /ar (issue 30)', async () => {
    const { event, ids } = await fullEvent();
    const joined = await join(event.id, 30, { locale: 'AR' }).expect(200);
    expect(joined.body.errors).toBeUndefined();
    expect(joined.body.data.joinWaitingList.message).toMatch(/[\u0600-\u06FF]/);
    const entry = await entryOf(event.id, 30);
    expect(entry.locale).toBe('ar');
    const [confirmation] = await sentMails(t, entry.id);
    expect(confirmation.subject).toContain('أكّد مكانك في قائمة الانتظار');
    expect(confirmation.text).toContain('https://academy.example.com/ar/practitioner#waiting-list=wc_');
    expect(confirmation.html).toContain('dir="rtl"');
    await confirm(await joinTokenOf(t, entry.id)).expect(200);

    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);
    const offer = (await sentMails(t, entry.id)).find((mail) => mail.subject.startsWith('هناك مقعد متاح لك'));
    expect(offer?.text).toContain('https://academy.example.com/ar/practitioner#claim=wl_');
    expect(offer?.text).toContain('محجوز حتى');
    expect(offer?.html).toContain('<html lang="ar" dir="rtl">');
  });
});
