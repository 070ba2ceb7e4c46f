import request from 'supertest';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { FamilySession } from '../family-booking/family-session.entity';
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
const JOINED =
  'Thank you: you are on the waiting list. If a seat frees for you, we will send you a link to claim it.';
const HOUR = 3_600_000;

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

  it('offers a cancelled seat to the first in line, holds it against everyone else, and lets the link claim it once', async () => {
    const { event, ids } = await fullEvent();
    await join(event.id, 1, { firstName: '<b>Ann</b>' }).expect(200);
    await join(event.id, 2).expect(200);
    await gql(SET_STATUS, { id: ids[0], status: 'CANCELLED' }, admin).expect(200);

    const [first, second] = await entries(event.id);
    expect(first.status).toBe(WaitingListStatus.OFFERED);
    expect(first.offerExpiresAt).toEqual(new Date(TEST_NOW.getTime() + 24 * HOUR));
    expect(second.status).toBe(WaitingListStatus.WAITING);
    // The seat stays taken for the offer: nobody can enrol past the line.
    expect(await seatsTaken(event.id)).toBe(1);
    const jumper = await enrol(event.id, 'jumper@example.com').expect(200);
    expect(jumper.body.errors[0].message).toBe('This event is full');

    const [mail] = await t.dataSource.getRepository(OutboxMail).findBy({ subjectId: first.id });
    expect(mail.recipient).toBe('waiting1@example.com');
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(mail.text).not.toMatch(/wl_/); // the token is sealed in the outbox
    const token = await claimTokenOf(t, first.id);
    expect((await sentMails(t, first.id))[0].text).toContain(
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

  it('gives two seats freed at once to the first two, and a lapsed offer to the next', async () => {
    const { event } = await fullEvent(2);
    for (const n of [1, 2, 3]) await join(event.id, n).expect(200);
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
    expect(await waitingList.lapseDue()).toBe(0);
    now = new Date(TEST_NOW.getTime() + 25 * HOUR);
    const lapses = await Promise.all([waitingList.lapseDue(), waitingList.lapseDue()]);
    expect(lapses[0] + lapses[1]).toBe(2);
    expect((await entries(event.id)).map((e) => e.status)).toEqual(['lapsed', 'lapsed', 'offered']);
    // One offered, the other seat free again.
    expect(await seatsTaken(event.id)).toBe(3);
  });

  it('gives one freed seat to exactly one of 30 concurrent claims', async () => {
    const { event, ids } = await fullEvent();
    await join(event.id, 1).expect(200);
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
    for (const n of [1, 2, 3]) await join(event.id, n).expect(200);
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
    await gql(JOIN, { input: { kind: 'FAMILY_SESSION', id: session.id, ...person(7) } }).expect(200);
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
    expect((await sentMails(t, entry.id))[0].text).toContain(`/family-constellation#claim=${token}`);
    expect((await sentMails(t, entry.id))[0].text).toMatch(/^Family session: /m);
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
});
