import request from 'supertest';
import { FamilySession } from '../family-session/family-session.entity';
import { VALID_REGISTRATION, addEvent, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const LINKS = 'addToCalendar { google outlook ics }';

describe.each(testDatabaseKinds())("'Add to calendar' on %s", (kind) => {
  let t: TestApp;
  const api = () => request(t.app.express);
  const graphql = (query: string, variables: object = {}) =>
    api().post('/graphql').send({ query, variables }).expect(200);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
  });
  afterAll(() => t.close());

  it('gives each calendar event its links, and the .ics file they point to', async () => {
    const event = await addEvent(t, { date: '2026-12-12', time: '10:00 AM - 1:00 PM' });
    const res = await graphql(`{ calendarEvents { id ${LINKS} } }`);
    const listed = res.body.data.calendarEvents.find((e: { id: string }) => e.id === event.id);
    expect(new URL(listed.addToCalendar.google).searchParams.get('dates')).toBe(
      '20261212T060000Z/20261212T090000Z',
    );
    expect(new URL(listed.addToCalendar.outlook).searchParams.get('startdt')).toBe(
      '2026-12-12T06:00:00.000Z',
    );
    const ics = await api().get(listed.addToCalendar.ics).expect(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toMatch(/^attachment; filename="?[\w.-]+\.ics"?$/);
    expect(ics.text).toContain('DTSTART:20261212T060000Z');
    expect(ics.text).toContain(`SUMMARY:${event.name}`);
    await api().get('/api/calendar-events/no-such-event/invitation.ics').expect(404);
  });

  it("sends a calendar row's Google and Outlook links on to the service's page, filled in", async () => {
    const event = await addEvent(t, { date: '2026-12-19', time: '9:00 AM - 5:00 PM' });
    const res = await graphql(`{ calendarEvents { id ${LINKS} } }`);
    const listed = res.body.data.calendarEvents.find((e: { id: string }) => e.id === event.id);
    for (const service of ['google', 'outlook'] as const) {
      const redirect = await api()
        .get(`/api/calendar-events/${encodeURIComponent(event.id)}/add-to-calendar/${service}`)
        .expect(302);
      expect(redirect.headers.location).toBe(listed.addToCalendar[service]);
      expect(redirect.headers['cache-control']).toBe('no-cache');
    }
    await api().get(`/api/calendar-events/${event.id}/add-to-calendar/yahoo`).expect(404);
    await api().get('/api/calendar-events/no-such-event/add-to-calendar/google').expect(404);
  });

  it("puts the event's links in the enrolment's reply", async () => {
    const event = await addEvent(t);
    const res = await graphql(
      `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { event { id ${LINKS} } } }`,
      { input: { ...VALID_REGISTRATION, email: 'calendar.keen@example.com', eventId: event.id } },
    );
    expect(res.body.data.submitRegistration.event.addToCalendar.ics).toBe(
      `/api/calendar-events/${event.id}/invitation.ics`,
    );
  });

  it("puts the booked slot's links in a family booking's reply, with its session's time zone", async () => {
    const session: FamilySession = {
      id: `calendar-family-${Date.now()}`,
      venue: 'Online (Zoom)',
      date: '2026-12-06',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM']),
      timeZone: 'America/New_York',
      seats: 10,
      seatsTaken: 0,
      isOpen: true,
    };
    await t.dataSource.getRepository(FamilySession).insert(session);
    const res = await graphql(
      `mutation Book($input: FamilyBookingInput!) { bookFamilySession(input: $input) { ${LINKS} } }`,
      {
        input: {
          sessionId: session.id,
          sessionSlot: '9:00 AM - 10:30 AM',
          familyMembers: ['Omar Haddad'],
          email: 'omar.calendar@example.com',
          phone: '(555) 123-4567',
        },
      },
    );
    const links = res.body.data.bookFamilySession.addToCalendar;
    expect(new URL(links.google).searchParams.get('dates')).toBe('20261206T140000Z/20261206T153000Z');
    expect(new URL(links.google).searchParams.get('text')).not.toContain('Omar');
    const ics = await api().get(links.ics).expect(200);
    expect(ics.text).toContain('DTSTART:20261206T140000Z');
    await api()
      .get(
        `/api/family-sessions/${session.id}/invitation.ics?slot=${encodeURIComponent('1:00 AM - 2:00 AM')}`,
      )
      .expect(404);
  });
});
