import { CheckInCodes } from '../../common/check-in-code';
import { checkInPasses } from '../mail/check-in-pass';
import request from 'supertest';
import { VALID_REGISTRATION, addEvent, privateToken, queuedMails, sentMails } from '../../testing/fixtures';
import { Database } from '../../database/database';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { FamilySession } from '../family-session/family-session.entity';
import { Registration } from '../registration/registration.entity';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { ReminderService } from './reminder.service';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const BOOK = `mutation Book($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }`;
const MINE = `query Mine($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { referenceCode } }`;

/** The reminders queued about a record (every mail whose subject starts 'Reminder:'). */
const reminders = async (t: TestApp, id: string) =>
  (await queuedMails(t, id)).filter((mail) => mail.subject.startsWith('Reminder:'));

describe.each(testDatabaseKinds())('reminders on %s', (kind) => {
  let t: TestApp;
  /** The test moves this clock: reminders are due by the day, never waited for. */
  let now = new Date('2026-11-23T08:00:00Z');
  const at = (iso: string) => {
    now = new Date(iso);
  };
  let service: ReminderService;
  const graphql = (query: string, variables: object) =>
    request(t.app.express).post('/graphql').send({ query, variables });
  const enrol = async (email: string, eventId: string) => {
    const res = await graphql(SUBMIT, { input: { ...VALID_REGISTRATION, email, eventId } }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration.id as string;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      clock: { now: () => now },
      env: { PUBLIC_URL: 'https://academy.example.com' },
    });
    const mail = t.app.services.get('mail');
    // The service as the module builds it, on the clock this test moves.
    service = new ReminderService(
      new Database(t.dataSource),
      { now: () => now },
      t.app.services.get('calendar'),
      mail,
      {
        privateLink: (id, token) => `https://academy.example.com/my-registration/${id}#${token}`,
        domain: mail.domain,
        checkInPass: checkInPasses(new CheckInCodes('a secret of the tests')),
      },
    );
  });
  afterAll(() => t.close());

  it('sends the 7-day and the 1-day reminder once each, with the date, venue, what to bring, the .ics and a working private link', async () => {
    at('2026-11-23T08:00:00Z');
    const event = await addEvent(t, { date: '2026-12-14', location: 'Dubai, Business Bay <Tower 2>' });
    const kept = await enrol('kept@example.com', event.id);
    const cancelled = await enrol('cancelled@example.com', event.id);
    await t.dataSource
      .getRepository(Registration)
      .update({ id: cancelled }, { status: RegistrationStatus.CANCELLED });

    // 8 days before: nothing is due yet.
    at('2026-12-06T10:00:00Z');
    await service.sendDue();
    expect(await reminders(t, kept)).toHaveLength(0);

    // 7 days before, 07:59 in Dubai: still the night; at 08:00 the 7-day reminder goes, once.
    at('2026-12-07T03:59:00Z');
    await service.sendDue();
    expect(await reminders(t, kept)).toHaveLength(0);
    at('2026-12-07T04:00:00Z');
    await service.sendDue();
    await service.sendDue();
    const [week] = await reminders(t, kept);
    expect(await reminders(t, kept)).toHaveLength(1);
    expect(week.recipient).toBe('kept@example.com');
    expect(week.text).toContain('Time: 9:00 AM - 6:00 PM\n');
    expect(week.text).toContain('All times are UAE time (Gulf Standard Time, UTC+4).');
    expect(week.text).toContain('Venue: Dubai, Business Bay <Tower 2>');
    expect(week.html).toContain('Dubai, Business Bay &lt;Tower 2&gt;');
    expect(week.html).not.toContain('<Tower 2>');
    expect(week.text).toContain('What to bring:\n- ');
    expect(week.text).toContain(
      'https://www.google.com/maps/search/?api=1&query=Dubai%2C%20Business%20Bay%20%3CTower%202%3E',
    );
    const [invitation, qr] = JSON.parse(week.attachments ?? '[]');
    expect(invitation.content).toContain('DTSTART:20261214T050000Z');
    // The code staff scan at the door, as a QR code shown in the mail and as text.
    expect(week.text).toMatch(/Your check-in code \(show it at the door\): CI1-[A-Za-z0-9_-]{35}/);
    expect(qr).toMatchObject({ contentType: 'image/png', encoding: 'base64', cid: 'check-in-qr' });
    // The link in the reminder opens the registration (it is sealed in the outbox, not stored in clear).
    expect(week.text).not.toMatch(/rt_[A-Za-z0-9_-]{20}/);
    const sent = (await sentMails(t, kept)).find((mail) => mail.id === week.id);
    const token = /\/my-registration\/[0-9a-f-]{36}#(rt_[A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1];
    const mine = await graphql(MINE, { id: kept, token }).expect(200);
    expect(mine.body.data.myRegistration.referenceCode).toMatch(/-/);
    // The confirmation's link still opens it: a reminder adds a link, it does not replace one.
    const confirmed = await graphql(MINE, { id: kept, token: await privateToken(t, kept) }).expect(200);
    expect(confirmed.body.data.myRegistration).not.toBeNull();

    // The day before, the 1-day reminder; a cancelled registration never gets one.
    at('2026-12-13T05:00:00Z');
    await service.sendDue();
    expect((await reminders(t, kept)).length).toBe(2);
    expect(await reminders(t, cancelled)).toHaveLength(0);
    // After the event, nothing more.
    at('2026-12-15T05:00:00Z');
    await service.sendDue();
    expect((await reminders(t, kept)).length).toBe(2);
  });

  it('gives a booking made inside a window no reminder for it, and sends a late one when the worker was down', async () => {
    at('2026-11-23T08:00:00Z');
    const event = await addEvent(t, { date: '2026-12-10' });
    const early = await enrol('early@example.com', event.id);
    at('2026-12-05T09:00:00Z');
    const late = await enrol('late@example.com', event.id);
    // The worker was down on the 3rd (7 days before): the 7-day reminder still goes on the 5th.
    await service.sendDue();
    expect((await reminders(t, early)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Reminder: '),
    ]);
    expect(await reminders(t, late)).toHaveLength(0);
    at('2026-12-09T05:00:00Z');
    await service.sendDue();
    expect(await reminders(t, early)).toHaveLength(2);
    expect(await reminders(t, late)).toHaveLength(1);
  });

  it('sends each reminder once when several instances run at the same moment', async () => {
    at('2026-11-23T08:00:00Z');
    const event = await addEvent(t, { date: '2026-12-20' });
    const ids = await Promise.all(['a', 'b', 'c'].map((name) => enrol(`${name}.race@example.com`, event.id)));
    at('2026-12-13T06:00:00Z');
    await Promise.all([service.sendDue(), service.sendDue(), service.sendDue()]);
    for (const id of ids) expect(await reminders(t, id)).toHaveLength(1);
  });

  it('reaches every booking in the window, however many were reminded before them', async () => {
    at('2026-11-23T08:00:00Z');
    const event = await addEvent(t, { date: '2026-12-22' });
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third'])
      ids.push(await enrol(`${name}.batch@example.com`, event.id));
    // Two bookings a round: the third is left for the next, which must not read the first two again.
    const small = new ReminderService(
      new Database(t.dataSource),
      { now: () => now },
      t.app.services.get('calendar'),
      t.app.services.get('mail'),
      {
        privateLink: (id, token) => `https://academy.example.com/my-registration/${id}#${token}`,
        domain: 'x',
        checkInPass: checkInPasses(new CheckInCodes('a secret of the tests')),
      },
      { batch: 2 },
    );
    at('2026-12-15T06:00:00Z');
    for (let round = 0; round < 3; round += 1) await small.sendDue();
    for (const id of ids) expect(await reminders(t, id)).toHaveLength(1);
  });

  it('reminds a family of its session, in the session’s time zone, and not once it is cancelled', async () => {
    at('2026-11-23T08:00:00Z');
    const session: FamilySession = {
      id: 'family-session-reminded',
      venue: 'Dubai, Jumeirah Lake Towers',
      date: '2026-12-12',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM']),
      timeZone: 'Asia/Dubai',
      seats: 10,
      seatsTaken: 0,
      isOpen: true,
    };
    await t.dataSource.getRepository(FamilySession).insert(session);
    const book = async (email: string) => {
      const res = await graphql(BOOK, {
        input: {
          sessionId: session.id,
          sessionSlot: '9:00 AM - 10:30 AM',
          familyMembers: ['Omar Haddad', 'Sara Haddad'],
          email,
          phone: '(555) 123-4567',
        },
      }).expect(200);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.bookFamilySession.booking.id as string;
    };
    const family = await book('family@example.com');
    const gone = await book('gone@example.com');
    await t.dataSource.query(`UPDATE family_booking SET status = 'cancelled' WHERE id = '${gone}'`);
    at('2026-12-05T05:00:00Z');
    await service.sendDue();
    const [mail] = await reminders(t, family);
    expect(mail.subject).toBe('Reminder: your family session on Sat, 12 Dec 2026 – Conscious Living Academy');
    expect(mail.text).toContain('Family members: Omar Haddad, Sara Haddad');
    expect(mail.text).toContain('Time: 9:00 AM - 10:30 AM\n');
    expect(mail.text).toContain('All times are UAE time (Gulf Standard Time, UTC+4).');
    expect(await reminders(t, gone)).toHaveLength(0);
  });
});
