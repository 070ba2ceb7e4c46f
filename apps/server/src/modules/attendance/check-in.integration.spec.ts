import request from 'supertest';
import { VALID_REGISTRATION, addEvent, adminToken, privateToken, TEST_NOW } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Attendance } from './attendance.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const MINE = `query M($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { checkInCode } }`;
const ATTENDEE =
  'registrationId firstName cancelled unpaid checkIns { day checkedInBy } completion { how reason }';
const CHECK_IN = `mutation C($eventId: ID!, $code: String, $registrationId: ID, $day: String, $admitAnyway: Boolean, $scannedAt: DateTimeISO) {
  checkIn(eventId: $eventId, code: $code, registrationId: $registrationId, day: $day, admitAnyway: $admitAnyway, scannedAt: $scannedAt) {
    outcome refusal message day attendee { ${ATTENDEE} }
  }
}`;
const UNDO = `mutation U($registrationId: ID!, $day: String!) { undoCheckIn(registrationId: $registrationId, day: $day) { ${ATTENDEE} } }`;
const MARK = `mutation K($registrationId: ID!, $reason: String!) { markRegistrationCompleted(registrationId: $registrationId, reason: $reason) { ${ATTENDEE} } }`;
const ATTENDANCE = `query A($eventId: ID!) { eventAttendance(eventId: $eventId) { days today attendees { ${ATTENDEE} } } }`;
const STAFF_VIEW = `query R($id: ID!) { registration(id: $id) { checkInCode checkIns { day } completion { how } } }`;
const CSV = `query E($eventId: ID!) { exportCsv(table: REGISTRATIONS, eventId: $eventId) { content } }`;
const SET_STATUS = `mutation S($id: ID!) { setRegistrationStatus(id: $id, status: CANCELLED) { id } }`;

const DAY_1 = '2026-11-23';
const DAY_2 = '2026-11-24';
const FREE = { date: DAY_1, endDate: DAY_2, price: 'Free', priceValue: 0 };

describe.each(testDatabaseKinds())('check-in on %s', (kind) => {
  let t: TestApp;
  let now = TEST_NOW;
  let staff: string;
  let staffEmail: string;
  let count = 0;
  const gql = (query: string, variables: object, token?: string) => {
    const req = request(t.app.express).post('/graphql');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({ query, variables });
  };
  const ok = async (query: string, variables: object, token = staff) => {
    const res = await gql(query, variables, token).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const fieldErrorOf = async (query: string, variables: object) => {
    const res = await gql(query, variables, staff).expect(200);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    return res.body.errors[0].extensions.fieldErrors[0] as { field: string; message: string };
  };

  /** Enrols and reads the check-in code from the private page, as its registrant would. */
  async function enrolled(eventId: string) {
    count += 1;
    const { submitRegistration } = await ok(
      SUBMIT,
      {
        input: {
          ...VALID_REGISTRATION,
          firstName: `Layla${count}`,
          email: `door${count}@example.com`,
          eventId,
        },
      },
      '',
    );
    const id = submitRegistration.id as string;
    const token = await privateToken(t, id);
    const { myRegistration } = await ok(MINE, { id, token }, '');
    return { id, code: myRegistration.checkInCode as string };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { now: () => now } });
    staffEmail = `door.staff.${kind.name}@example.com`;
    staff = await adminToken(t, staffEmail);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = TEST_NOW;
  });

  it('checks in by the code of the private page, once a day, and refuses other codes', async () => {
    const event = await addEvent(t, FREE);
    const other = await addEvent(t, { ...FREE, name: 'Another Workshop' });
    const layla = await enrolled(event.id);
    const elsewhere = await enrolled(other.id);
    expect(layla.code).toMatch(/^CI1-/);

    expect(await fieldErrorOf(CHECK_IN, { eventId: event.id, code: 'rt_not-a-check-in-code' })).toEqual({
      field: 'code',
      message: 'This is not a check-in code',
    });
    expect(await fieldErrorOf(CHECK_IN, { eventId: event.id, code: elsewhere.code })).toMatchObject({
      field: 'code',
      message: expect.stringContaining('is registered for another event: Another Workshop'),
    });
    expect(
      await fieldErrorOf(CHECK_IN, { eventId: event.id, code: layla.code, day: '2026-11-25' }),
    ).toMatchObject({
      field: 'day',
    });

    const first = (await ok(CHECK_IN, { eventId: event.id, code: layla.code })).checkIn;
    expect(first).toMatchObject({
      outcome: 'CHECKED_IN',
      day: DAY_1,
      attendee: { registrationId: layla.id, checkIns: [{ day: DAY_1, checkedInBy: staffEmail }] },
    });
    now = new Date(TEST_NOW.getTime() + 60_000);
    const second = (await ok(CHECK_IN, { eventId: event.id, code: layla.code })).checkIn;
    expect(second).toMatchObject({
      outcome: 'ALREADY_CHECKED_IN',
      message: `Already checked in at 12:00 by ${staffEmail}`,
    });

    const staffView = (await ok(STAFF_VIEW, { id: layla.id })).registration;
    expect(staffView).toMatchObject({
      checkInCode: layla.code,
      checkIns: [{ day: DAY_1 }],
      completion: null,
    });
    const audit = await t.dataSource.getRepository(AuditEntry).findBy({ subjectId: layla.id });
    expect(audit.map((entry) => [entry.action, entry.actor, entry.summary])).toEqual([
      ['registration.check-in', staffEmail, `Checked in for ${DAY_1} at 12:00`],
    ]);
  });

  it('settles on the first check-in when two phones check the same person in at once', async () => {
    const event = await addEvent(t, FREE);
    const { id, code } = await enrolled(event.id);
    const other = await adminToken(t);
    const results = await Promise.all(
      [staff, other, staff, other].map((token, n) =>
        gql(CHECK_IN, n % 2 ? { eventId: event.id, code } : { eventId: event.id, registrationId: id }, token),
      ),
    );
    for (const res of results) expect(res.body.errors).toBeUndefined();
    const outcomes = results.map((res) => res.body.data.checkIn.outcome).sort();
    expect(outcomes).toEqual([
      'ALREADY_CHECKED_IN',
      'ALREADY_CHECKED_IN',
      'ALREADY_CHECKED_IN',
      'CHECKED_IN',
    ]);
    expect(await t.dataSource.getRepository(Attendance).countBy({ registrationId: id })).toBe(1);
  });

  it('keeps the earlier check-in of a phone that was offline', async () => {
    const event = await addEvent(t, FREE);
    const { id } = await enrolled(event.id);
    await ok(CHECK_IN, { eventId: event.id, registrationId: id });
    const earlier = new Date(TEST_NOW.getTime() - 5 * 60_000);
    const offline = (await ok(CHECK_IN, { eventId: event.id, registrationId: id, scannedAt: earlier }))
      .checkIn;
    expect(offline.outcome).toBe('CHECKED_IN');
    const rows = await t.dataSource.getRepository(Attendance).findBy({ registrationId: id });
    expect(rows.map((row) => row.checkedInAt.getTime())).toEqual([earlier.getTime()]);
    // A phone's clock two days behind moves nothing.
    const stale = new Date(TEST_NOW.getTime() - 2 * 86_400_000);
    const late = (await ok(CHECK_IN, { eventId: event.id, registrationId: id, scannedAt: stale })).checkIn;
    expect(late.outcome).toBe('ALREADY_CHECKED_IN');
    expect(
      await fieldErrorOf(CHECK_IN, { eventId: event.id, registrationId: id, day: 'x'.repeat(50) }),
    ).toEqual({
      field: 'day',
      message: 'Day must be a date (YYYY-MM-DD)',
    });
  });

  it('refuses a cancelled or unpaid registration until staff let them in', async () => {
    const free = await addEvent(t, FREE);
    const cancelled = await enrolled(free.id);
    await ok(SET_STATUS, { id: cancelled.id });
    const refused = (await ok(CHECK_IN, { eventId: free.id, registrationId: cancelled.id })).checkIn;
    expect(refused).toMatchObject({ outcome: 'REFUSED', refusal: 'CANCELLED', attendee: { checkIns: [] } });
    const admitted = (
      await ok(CHECK_IN, { eventId: free.id, registrationId: cancelled.id, admitAnyway: true })
    ).checkIn;
    expect(admitted).toMatchObject({ outcome: 'CHECKED_IN', attendee: { cancelled: true } });

    const priced = await addEvent(t, { date: DAY_1, endDate: DAY_2 });
    const unpaid = await enrolled(priced.id);
    const refusal = (await ok(CHECK_IN, { eventId: priced.id, code: unpaid.code })).checkIn;
    expect(refusal).toMatchObject({ outcome: 'REFUSED', refusal: 'UNPAID', attendee: { unpaid: true } });
  });

  it('completes a registration on its last day, and undoes a check-in on its day only', async () => {
    const event = await addEvent(t, FREE);
    const { id, code } = await enrolled(event.id);
    await ok(CHECK_IN, { eventId: event.id, code });
    const done = (await ok(CHECK_IN, { eventId: event.id, code, day: DAY_2 })).checkIn;
    expect(done.attendee.completion).toEqual({ how: 'ATTENDANCE', reason: null });
    const list = (await ok(ATTENDANCE, { eventId: event.id })).eventAttendance;
    expect(list).toMatchObject({ days: [DAY_1, DAY_2], today: DAY_1 });
    expect(list.attendees).toHaveLength(1);

    const csv = (await ok(CSV, { eventId: event.id })).exportCsv.content as string;
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toMatch(/,Checked in,Completed$/);
    expect(row).toMatch(new RegExp(`,${DAY_1} 12:00; ${DAY_2} 12:00,Attended every day$`));

    const undone = (await ok(UNDO, { registrationId: id, day: DAY_2 })).undoCheckIn;
    expect(undone).toMatchObject({ checkIns: [{ day: DAY_1 }], completion: null });

    now = new Date('2026-11-24T06:00:00Z');
    expect(await fieldErrorOf(UNDO, { registrationId: id, day: DAY_1 })).toEqual({
      field: 'day',
      message: 'A check-in can be undone only on the day it was made',
    });
    expect(await fieldErrorOf(MARK, { registrationId: id, reason: ' ' })).toMatchObject({ field: 'reason' });
    const marked = (await ok(MARK, { registrationId: id, reason: 'Left early, agreed' }))
      .markRegistrationCompleted;
    expect(marked.completion).toEqual({ how: 'STAFF', reason: 'Left early, agreed' });
    // The clock stood still for the three first: they tie on `at`.
    const actions = (await t.dataSource.getRepository(AuditEntry).findBy({ subjectId: id }))
      .map((entry) => entry.action)
      .sort();
    expect(actions).toEqual([
      'registration.check-in',
      'registration.check-in',
      'registration.check-in-undo',
      'registration.complete',
    ]);
  });
});
