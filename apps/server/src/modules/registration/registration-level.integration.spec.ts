import request from 'supertest';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import {
  VALID_REGISTRATION,
  addEvent,
  completedElsewhere,
  queuedMails,
  testClock,
} from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Registration } from './registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) {
  submitRegistration(input: $input) { id }
}`;

/** Issue 13 §1.2: an enrolment takes a seat only of an event of the level it chose. */
describe.each(testDatabaseKinds())('enrolment level and workshop on %s', (kind) => {
  let t: TestApp;
  const registrations = () => t.dataSource.getRepository(Registration);
  const seatsTaken = async (id: string) =>
    (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id })).seatsTaken;
  const level3 = () =>
    addEvent(t, {
      name: 'Decode Your Relationships: Test Workshop',
      level: 'Level 3: Decode Your Relationships',
      price: 'AED 3,300',
      currency: 'AED',
      priceValue: 3300,
    });
  const level2 = { levelName: 'Level 2: Decode Your Behaviour' };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
  });
  afterAll(() => t.close());

  it('GraphQL refuses a Level 2 enrolment on a Level 3 event, naming eventId, taking no seat', async () => {
    const event = await level3();
    const email = 'graphql.mismatch@example.com';
    const res = await request(t.app.express)
      .post('/graphql')
      .send({
        query: SUBMIT,
        variables: { input: { ...VALID_REGISTRATION, ...level2, email, eventId: event.id } },
      })
      .expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          field: 'eventId',
          message:
            'This workshop is for Level 3: Decode Your Relationships: choose a workshop of your level, or Next available intake',
        },
      ],
    });
    expect(await seatsTaken(event.id)).toBe(0);
    expect(await registrations().countBy({ email })).toBe(0);
  });

  it('REST answers 400 naming eventId, and nothing is stored', async () => {
    const event = await level3();
    const email = 'rest.mismatch@example.com';
    const res = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, ...level2, email, eventId: event.id })
      .expect(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_INPUT', errors: [{ field: 'eventId' }] });
    expect(await seatsTaken(event.id)).toBe(0);
    expect(await registrations().countBy({ email })).toBe(0);
  });

  it("takes the event's own level, however it is spelt, and mails the event's fee", async () => {
    const event = await level3();
    for (const [email, levelName] of [
      ['same.level@example.com', 'Level 3: Decode Your Relationships'],
      ['old.client@example.com', '3'],
    ]) {
      await completedElsewhere(t, email, 'DECODE', 'Level 2: Decode Your Behaviour');
      const res = await request(t.app.express)
        .post('/api/awakenLimitlessHuman')
        .send({ ...VALID_REGISTRATION, levelName, email, eventId: event.id })
        .expect(201);
      const mails = await queuedMails(t, res.body.data.id);
      expect(mails.find((mail) => mail.recipient === email)?.text).toMatch(/Fee\W+AED 3,300/);
    }
    expect(await seatsTaken(event.id)).toBe(2);
  });

  it("mails the level's fee in the catalogue for the next available intake", async () => {
    const email = 'next.intake.fee@example.com';
    await completedElsewhere(t, email, 'DECODE', 'Level 1: Decode Your Mind');
    const res = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, ...level2, email })
      .expect(201);
    const mails = await queuedMails(t, res.body.data.id);
    expect(mails.find((mail) => mail.recipient === email)?.text).toMatch(/Fee\W+AED 2,565/);
  });
});
