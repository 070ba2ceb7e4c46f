import request from 'supertest';
import { Enquiry } from '../enquiry/enquiry.entity';
import { EnquiryStatus } from '../enquiry/enquiry-status.enum';
import { Registration } from '../registration/registration.entity';
import { TestApp, startTestApp } from '../../testing/test-app';
import { VALID_REGISTRATION, addEvent, adminToken } from '../../testing/fixtures';
import { testDatabaseKinds } from '../../testing/test-databases';

const SUMMARY = `{
  dashboardSummary {
    registrationsThisWeek
    registrationsByDay { date count }
    enquiriesWaiting
    upcomingEvents { id name date seats seatsTaken }
  }
}`;

/** Monday 23 November 2026, 02:30 in Dubai (22:30 UTC the day before). */
const NOW = new Date('2026-11-22T22:30:00Z');

describe.each(testDatabaseKinds())('the dashboard summary on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { now: () => NOW } });
    token = await adminToken(t);
  });
  afterAll(() => t.close());

  const summary = (bearer?: string) => {
    const call = request(t.app.express).post('/graphql').send({ query: SUMMARY });
    return bearer ? call.set('Authorization', `Bearer ${bearer}`) : call;
  };

  it('counts the week’s registrations per day of the provider’s calendar, waiting enquiries and upcoming seats', async () => {
    const before = (await summary(token).expect(200)).body.data.dashboardSummary;
    expect(before.registrationsByDay.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);

    const event = await addEvent(t, { date: '2026-11-24', seats: 12 });
    for (const email of ['one@example.com', 'two@example.com']) {
      await request(t.app.express)
        .post('/api/awakenLimitlessHuman')
        .send({ ...VALID_REGISTRATION, email, eventId: event.id })
        .expect(201);
    }
    // 23:59 on Sunday in Dubai is the 22nd there; eight days ago is outside the week.
    const registrations = t.dataSource.getRepository(Registration);
    const [first, second] = await registrations.find({ order: { createdAt: 'ASC' }, take: 2 });
    await registrations.update(first.id, { createdAt: new Date('2026-11-22T19:59:00Z') });
    await registrations.update(second.id, { createdAt: new Date('2026-11-15T10:00:00Z') });
    await request(t.app.express)
      .post('/api/contact')
      .send({
        firstName: 'Sara',
        lastName: 'Waiting',
        email: 'sara@example.com',
        phoneNumber: '+971 50 123 4567',
        country: 'UK',
        zipCode: 'SW1A 1AA',
        message: 'When is the next Decode workshop?',
        acceptPrivacyPolicy: true,
      })
      .expect(201);
    const enquiries = t.dataSource.getRepository(Enquiry);
    const answered = await enquiries.findOneByOrFail({ email: 'sara@example.com' });

    const after = (await summary(token).expect(200)).body.data.dashboardSummary;
    const countOn = (data: typeof after, date: string) =>
      data.registrationsByDay.find((day: { date: string }) => day.date === date).count;
    expect(countOn(after, '2026-11-22') - countOn(before, '2026-11-22')).toBe(1);
    expect(after.registrationsThisWeek - before.registrationsThisWeek).toBe(1);
    expect(after.enquiriesWaiting - before.enquiriesWaiting).toBe(1);
    expect(after.upcomingEvents[0]).toEqual({
      id: event.id,
      name: event.name,
      date: '2026-11-24',
      seats: 12,
      seatsTaken: 2,
    });

    await enquiries.update(answered.id, { status: EnquiryStatus.RESOLVED });
    const resolved = (await summary(token).expect(200)).body.data.dashboardSummary;
    expect(resolved.enquiriesWaiting).toBe(before.enquiriesWaiting);
  });

  it('is for staff only', async () => {
    const res = await summary();
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
