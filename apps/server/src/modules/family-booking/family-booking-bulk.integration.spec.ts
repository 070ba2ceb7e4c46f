import request from 'supertest';
import { adminToken, queuedMails, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { FamilyBooking } from './family-booking.entity';
import { FamilySession } from '../family-session/family-session.entity';

const BOOK = `mutation Book($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }`;
const BULK = `mutation Bulk($ids: [ID!]!) { cancelFamilyBookings(ids: $ids) { changed failures { id reason } } }`;
const LIST = `query List($sessionId: ID) {
  familyBookings(sessionId: $sessionId) { items { id status history { action } } }
}`;

describe.each(testDatabaseKinds())('bulk family booking cancellation on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const SESSION_ID = 'family-session-bulk';
  const graphql = (query: string, variables: object, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const book = async (email: string, familyMembers: string[]) => {
    const input = {
      sessionId: SESSION_ID,
      sessionSlot: '9:00 AM - 10:30 AM',
      familyMembers,
      email,
      phone: '(555) 123-4567',
    };
    const res = await graphql(BOOK, { input }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.bookFamilySession.booking.id as string;
  };
  const statusOf = async (id: string) =>
    (await t.dataSource.getRepository(FamilyBooking).findOneByOrFail({ id })).status;
  const seatsTaken = async () =>
    (await t.dataSource.getRepository(FamilySession).findOneByOrFail({ id: SESSION_ID })).seatsTaken;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    admin = await adminToken(t);
    await t.dataSource.getRepository(FamilySession).insert({
      id: SESSION_ID,
      venue: 'Online (Zoom), US Eastern Time',
      date: '2026-12-06',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM']),
      timeZone: 'America/New_York',
      seats: 10,
      seatsTaken: 0,
      isOpen: true,
    });
  });
  afterAll(() => t.close());

  it('cancels each booking as one cancellation would: seats back, history, no other mail, and names the ids it could not', async () => {
    const first = await book('bulk.one@example.com', ['Omar Haddad', 'Rania Haddad']);
    const second = await book('bulk.two@example.com', ['Sami Haddad']);
    const kept = await book('bulk.three@example.com', ['Nour Haddad']);
    const mailsBefore = (await queuedMails(t, first)).length;
    expect(await seatsTaken()).toBe(4);
    const missing = '00000000-0000-4000-8000-000000000000';

    const res = await graphql(BULK, { ids: [first, second, missing] }, admin).expect(200);

    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.cancelFamilyBookings).toEqual({
      changed: 2,
      failures: [{ id: missing, reason: expect.stringMatching(/not found/i) }],
    });
    expect([await statusOf(first), await statusOf(second), await statusOf(kept)]).toEqual([
      'cancelled',
      'cancelled',
      'booked',
    ]);
    expect(await seatsTaken()).toBe(1);
    // A single cancellation sends no mail, so neither does a bulk one.
    expect(await queuedMails(t, first)).toHaveLength(mailsBefore);
    const list = await graphql(LIST, { sessionId: SESSION_ID }, admin).expect(200);
    const rows = list.body.data.familyBookings.items as Array<{ id: string; history: { action: string }[] }>;
    expect(rows.find((row) => row.id === first)?.history.map((entry) => entry.action)).toEqual([
      'family-booking.cancel',
    ]);
  });

  it('counts a booking cancelled already as cancelled, without giving its seats back twice', async () => {
    const id = await book('bulk.four@example.com', ['Layla Haddad']);
    await graphql(BULK, { ids: [id] }, admin).expect(200);
    const taken = await seatsTaken();

    const res = await graphql(BULK, { ids: [id] }, admin).expect(200);

    expect(res.body.data.cancelFamilyBookings).toEqual({ changed: 1, failures: [] });
    expect(await seatsTaken()).toBe(taken);
  });

  it('refuses more than 100 ids, naming the field', async () => {
    const ids = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );

    const res = await graphql(BULK, { ids }, admin).expect(200);

    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'ids', message: expect.stringContaining('100') }],
    });
  });

  it('is for staff only', async () => {
    const id = await book('bulk.five@example.com', ['Hana Haddad']);

    const res = await graphql(BULK, { ids: [id] });

    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await statusOf(id)).toBe('booked');
  });
});
