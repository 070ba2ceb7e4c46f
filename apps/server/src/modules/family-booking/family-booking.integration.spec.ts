import request from 'supertest';
import { FAMILY_SESSIONS } from '@academy/content';
import { adminToken, queuedMails, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { FamilyBooking } from './family-booking.entity';
import { FamilySession } from '../family-session/family-session.entity';

const BOOK = `mutation Book($input: FamilyBookingInput!) {
  bookFamilySession(input: $input) {
    message
    booking { id status sessionVenue sessionDate sessionSlot familyMembers email phone phoneE164 }
  }
}`;

describe.each(testDatabaseKinds())('family booking on %s', (kind) => {
  let t: TestApp;
  let sessionCount = 0;
  const sessions = () => t.dataSource.getRepository(FamilySession);
  const book = (input: Record<string, unknown>) =>
    request(t.app.express).post('/graphql').send({ query: BOOK, variables: { input } });
  const addSession = async (overrides: Partial<FamilySession> = {}) => {
    sessionCount += 1;
    const session: FamilySession = {
      id: `family-session-test-${sessionCount}`,
      venue: 'Online (Zoom), US Eastern Time',
      date: '2026-12-06',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM', '11:00 AM - 12:30 PM']),
      timeZone: 'America/New_York',
      seats: 10,
      seatsTaken: 0,
      isOpen: true,
      ...overrides,
    };
    await sessions().insert(session);
    return session;
  };
  const booking = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
    sessionId,
    sessionSlot: '9:00 AM - 10:30 AM',
    familyMembers: ['Omar Haddad'],
    email: 'omar.haddad@example.com',
    phone: '(555) 123-4567',
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
  });
  afterAll(() => t.close());

  it('lists the seeded sessions, all closed today, and only upcoming ones when asked', async () => {
    await addSession({ id: 'family-session-upcoming' });
    const res = await request(t.app.express)
      .post('/graphql')
      .send({
        query:
          '{ all: familySessions { id availability seatsLeft timeSlots } upcoming: familySessions(upcoming: true) { id } }',
      })
      .expect(200);
    const seeded = res.body.data.all.filter((s: { id: string }) =>
      FAMILY_SESSIONS.some((f) => f.id === s.id),
    );
    expect(seeded).toHaveLength(4);
    for (const session of seeded) expect(session).toMatchObject({ availability: 'CLOSED', seatsLeft: 10 });
    expect(res.body.data.upcoming.map((s: { id: string }) => s.id)).toContain('family-session-upcoming');
    expect(res.body.data.upcoming.map((s: { id: string }) => s.id)).not.toContain(FAMILY_SESSIONS[0].id);
  });

  it('stores a booking, one seat per member, and mails the provider and the family with an invitation', async () => {
    const session = await addSession();
    const res = await book(
      booking(session.id, { familyMembers: ['Omar Haddad', ' Rania Haddad ', 'Sami'] }),
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { booking: stored, message } = res.body.data.bookFamilySession;
    expect(message).toBe(
      'Thank you! Your family session is booked. A confirmation has been sent to your email.',
    );
    expect(stored).toMatchObject({
      status: 'BOOKED',
      sessionVenue: 'Online (Zoom), US Eastern Time',
      sessionDate: '2026-12-06',
      familyMembers: ['Omar Haddad', 'Rania Haddad', 'Sami'],
      // An older client's ten digits (typed after the old fixed +1): as typed, of no known country.
      phone: '(555) 123-4567',
      phoneE164: null,
    });
    expect((await sessions().findOneByOrFail({ id: session.id })).seatsTaken).toBe(3);
    const mails = await queuedMails(t, stored.id);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      'hello@consciousliving.academy',
      'omar.haddad@example.com',
    ]);
    const family = mails.find((mail) => mail.recipient === 'omar.haddad@example.com');
    // 9:00 AM in New York on 6 December (EST, UTC-5).
    expect(JSON.parse(family?.attachments as string)[0].content).toContain('DTSTART:20261206T140000Z');
  });

  it('uses the messages of SPEC 5.3 (a phone number of any country now) and checks the slot against the session', async () => {
    const session = await addSession();
    const res = await book(
      booking(session.id, {
        familyMembers: ['Omar', 'R'],
        email: 'omar@',
        phone: '555-1234',
        sessionSlot: '3:00 AM',
      }),
    ).expect(200);
    expect(res.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'sessionSlot', message: 'Please choose one of the session’s time slots' },
      { field: 'familyMembers', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'phone', message: 'Please enter a valid phone number, for example +971 50 123 4567' },
      { field: 'familyMember1', message: 'Name must be at least 2 characters' },
    ]);
    expect(await t.dataSource.getRepository(FamilyBooking).countBy({ sessionId: session.id })).toBe(0);
  });

  it.each(['+971 50 123 4567', '050 123 4567'])(
    'takes the UAE mobile %p, no +1 in front, kept as typed beside its E.164 form',
    async (phone) => {
      const session = await addSession();
      const res = await book(booking(session.id, { phone, email: `uae.${Date.now()}@example.com` })).expect(
        200,
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.bookFamilySession.booking).toMatchObject({ phone, phoneE164: '+971501234567' });
      const stored = await t.dataSource
        .getRepository(FamilyBooking)
        .findOneByOrFail({ sessionId: session.id });
      expect(stored).toMatchObject({ phone, phoneE164: '+971501234567' });
    },
  );

  it('refuses a phone that is no number, naming the field, and books nothing', async () => {
    const session = await addSession();
    for (const phone of ['+1 555 123 4567', '050 123 456', 'my mobile']) {
      const res = await book(booking(session.id, { phone })).expect(200);
      expect(res.body.errors[0].extensions.fieldErrors).toEqual([
        { field: 'phone', message: 'Please enter a valid phone number, for example +971 50 123 4567' },
      ]);
    }
    expect(await t.dataSource.getRepository(FamilyBooking).countBy({ sessionId: session.id })).toBe(0);
  });

  it('refuses a past, a closed and a too-full session', async () => {
    const past = await addSession({ date: '2026-11-22' });
    const closed = await addSession({ isOpen: false });
    const almostFull = await addSession({ seatsTaken: 8 });
    expect((await book(booking(past.id))).body.errors[0].message).toBe('This session is closed for booking');
    expect((await book(booking(closed.id))).body.errors[0].message).toBe(
      'This session is closed for booking',
    );
    const tooMany = await book(booking(almostFull.id, { familyMembers: ['Aa Bb', 'Cc Dd', 'Ee Ff'] }));
    expect(tooMany.body.errors[0]).toMatchObject({
      message: 'Only 2 seats are left in this session: book fewer family members or choose another session',
      extensions: { code: 'CONFLICT' },
    });
    expect((await sessions().findOneByOrFail({ id: almostFull.id })).seatsTaken).toBe(8);
  });

  it('never books more than the 10 seats, whatever the concurrency', async () => {
    const session = await addSession();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(booking(session.id, { email: `family${i}@example.com` }))),
    );
    expect(replies.filter((reply) => reply.body.data?.bookFamilySession)).toHaveLength(10);
    expect(
      replies.filter((reply) => reply.body.errors?.[0]?.message === 'This session is full'),
    ).toHaveLength(40);
    expect((await sessions().findOneByOrFail({ id: session.id })).seatsTaken).toBe(10);
    expect(await t.dataSource.getRepository(FamilyBooking).countBy({ sessionId: session.id })).toBe(10);
  });

  it('stores a double submit once', async () => {
    const session = await addSession();
    const input = booking(session.id, { submissionKey: 'family-form-0001' });
    const [a, b] = await Promise.all([book(input), book(input)]);
    expect(a.body.data.bookFamilySession.booking.id).toBe(b.body.data.bookFamilySession.booking.id);
    expect((await sessions().findOneByOrFail({ id: session.id })).seatsTaken).toBe(1);
  });

  it("refuses another booking under a family's key (CONFLICT naming Idempotency-Key), showing nothing of theirs", async () => {
    const session = await addSession();
    const mine = booking(session.id, { submissionKey: 'family-form-0002', familyMembers: ['Omar Haddad'] });
    await book(mine).expect(200);
    const stranger = booking(session.id, {
      submissionKey: 'family-form-0002',
      familyMembers: ['Sara Nouri'],
      email: 'sara.nouri@example.com',
      phone: '(555) 987-6543',
    });
    const replay = await book(stranger).expect(200);
    expect(replay.body.data).toBeNull();
    expect(replay.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(replay.body.errors[0].message).toMatch(/Idempotency-Key/);
    expect(JSON.stringify(replay.body)).not.toMatch(/Omar|omar\.haddad|123 4567/);
    expect(await t.dataSource.getRepository(FamilyBooking).countBy({ email: 'sara.nouri@example.com' })).toBe(
      0,
    );
    expect((await sessions().findOneByOrFail({ id: session.id })).seatsTaken).toBe(1);
  });

  it('answers a retry of the same booking with the first reply, not with what staff changed since', async () => {
    const session = await addSession();
    const input = booking(session.id, {
      submissionKey: 'family-form-0003',
      email: 'retry.family@example.com',
    });
    const first = await book(input).expect(200);
    const id = first.body.data.bookFamilySession.booking.id as string;
    const staff = await adminToken(t);
    await request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${staff}`)
      .send({ query: 'mutation($id: ID!) { cancelFamilyBooking(id: $id) { status } }', variables: { id } })
      .expect(200);
    const again = await book(input).expect(200);
    expect(again.body).toEqual(first.body);
  });

  it('books in Arabic from the Arabic site: the reply, the confirmation and its invitation (issue 30)', async () => {
    const session = await addSession();
    const res = await book(
      booking(session.id, { locale: 'AR', familyMembers: ['ليلى حداد'], email: 'layla.family@example.com' }),
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { booking: stored, message } = res.body.data.bookFamilySession;
    expect(message).toMatch(/[\u0600-\u06FF]/);
    expect((await t.dataSource.getRepository(FamilyBooking).findOneByOrFail({ id: stored.id })).locale).toBe(
      'ar',
    );
    const family = (await queuedMails(t, stored.id)).find(
      (mail) => mail.recipient === 'layla.family@example.com',
    );
    expect(family?.subject).toContain('جلستك العائلية');
    expect(family?.text).toContain('مرحباً ليلى حداد،');
    expect(family?.html).toContain('<html lang="ar" dir="rtl">');
    const [invite] = JSON.parse(family?.attachments as string);
    expect(invite.content).toContain('SUMMARY:جلسة الأبراج العائلية');
  });
});
