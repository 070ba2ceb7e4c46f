import request from 'supertest';
import { PROGRAMME_KEYS, eventLevelOptions } from '@academy/content';
import { VALID_REGISTRATION, addEvent, adminToken, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const REACH = `query Reach($programme: Programme!, $eventId: ID!, $search: String!) {
  byProgramme: registrations(programme: $programme, search: $search) {
    total
    items { id programme event { id name date location } }
  }
  attendees: registrations(eventId: $eventId) { total items { id firstName } }
  event: adminCalendarEvent(id: $eventId) { id name programme seatsTaken seats }
  events: adminCalendarEvents(programme: $programme, includePast: true, limit: 100) { items { id } }
}`;

/**
 * Issue 13 §1.1: every registration and every event is reachable by staff, whatever its programme: the
 * registrations of a programme, an event's attendees, and the event itself in its programme's manager.
 */
describe.each(testDatabaseKinds())('staff reach every programme on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const gql = (query: string, variables: Record<string, unknown>) =>
    request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query, variables });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    token = await adminToken(t);
  });
  afterAll(() => t.close());

  it.each(PROGRAMME_KEYS)('lists a %s enrolment, its event and the event’s attendees', async (programme) => {
    const level = eventLevelOptions(programme)[0];
    const event = await addEvent(t, { programme, level, name: `Reach ${programme} workshop` });
    const firstName = `Reach${programme.replace(/_/g, '').toLowerCase()}`;
    const enrolled = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({
        ...VALID_REGISTRATION,
        firstName,
        email: `${firstName}@example.com`,
        levelName: level,
        eventId: event.id,
      })
      .expect(201);
    const id = enrolled.body.data.id as string;

    const res = await gql(REACH, { programme, eventId: event.id, search: firstName }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { byProgramme, attendees, event: found, events } = res.body.data;
    expect(byProgramme.items).toEqual([
      {
        id,
        programme,
        event: { id: event.id, name: event.name, date: event.date, location: event.location },
      },
    ]);
    expect(attendees).toEqual({ total: 1, items: [{ id, firstName }] });
    expect(found).toEqual({ id: event.id, name: event.name, programme, seatsTaken: 1, seats: 10 });
    expect(events.items.map((item: { id: string }) => item.id)).toContain(event.id);
  });

  it('an event’s attendees are searched within that event only', async () => {
    const [one, other] = [await addEvent(t), await addEvent(t)];
    for (const [event, email] of [
      [one, 'within.one@example.com'],
      [other, 'within.other@example.com'],
    ] as const) {
      await request(t.app.express)
        .post('/api/awakenLimitlessHuman')
        .send({ ...VALID_REGISTRATION, firstName: 'Within', email, eventId: event.id })
        .expect(201);
    }
    const res = await gql(
      `query($eventId: ID!) { registrations(eventId: $eventId, search: "within") { total items { email } } }`,
      { eventId: one.id },
    ).expect(200);
    expect(res.body.data.registrations).toEqual({ total: 1, items: [{ email: 'within.one@example.com' }] });
  });

  it('an unknown event is refused as not found, and attendees need a session', async () => {
    const res = await gql(`query { adminCalendarEvent(id: "no-such-event") { id } }`, {}).expect(200);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Event not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const anonymous = await request(t.app.express)
      .post('/graphql')
      .send({ query: `query { registrations(eventId: "x") { total } }` })
      .expect(401);
    expect(anonymous.body.data).toBeFalsy();
  });
});
