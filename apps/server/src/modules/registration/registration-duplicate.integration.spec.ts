import request from 'supertest';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { VALID_REGISTRATION, addEvent, privateToken, sentMails, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Registration } from './registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) {
  submitRegistration(input: $input) { id status programme createdAt message }
}`;
const THANK_YOU = 'Thank you for registering! A payment link has been sent to your registered email address.';
const ALREADY = /already registered/i;

describe.each(testDatabaseKinds())('a second enrolment with the same e-mail on %s', (kind) => {
  let t: TestApp;
  const api = () => request(t.app.express);
  const registrations = () => t.dataSource.getRepository(Registration);
  const seatsTaken = async (id: string) =>
    (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id })).seatsTaken;
  const submit = (input: Record<string, unknown>) =>
    api().post('/graphql').send({ query: SUBMIT, variables: { input } });
  const alreadyMails = async (registrationId: string) =>
    (await sentMails(t, registrationId)).filter((mail: OutboxMail) => ALREADY.test(mail.subject));
  const read = (id: string, token: string) =>
    api().get(`/api/awakenLimitlessHuman/${id}`).set('X-Registration-Token', token);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock(), env: { PUBLIC_URL: 'https://academy.example.com' } });
  });
  afterAll(() => t.close());

  it('takes no second seat, stores nothing, mails the existing private link and answers as a first enrolment', async () => {
    const event = await addEvent(t);
    const email = 'returning@example.com';
    const first = await submit({ ...VALID_REGISTRATION, email, eventId: event.id }).expect(200);
    const firstReceipt = first.body.data.submitRegistration;
    const oldToken = await privateToken(t, firstReceipt.id);

    const second = await submit({
      ...VALID_REGISTRATION,
      email: '  Returning@Example.COM ',
      eventId: event.id,
    }).expect(200);
    expect(second.body.errors).toBeUndefined();
    const receipt = second.body.data.submitRegistration;
    expect(receipt).toMatchObject({ status: 'PENDING', programme: 'DECODE', message: THANK_YOU });
    // The reply names nothing of the existing registration, and its id opens nothing.
    expect(receipt.id).not.toBe(firstReceipt.id);
    expect(await registrations().findOneBy({ id: receipt.id })).toBeNull();

    expect(await seatsTaken(event.id)).toBe(1);
    expect(await registrations().countBy({ eventId: event.id })).toBe(1);

    const [mail] = await alreadyMails(firstReceipt.id);
    expect(mail).toBeDefined();
    expect(mail.recipient).toBe(email);
    expect(mail.text).toContain('You are already registered for this event');
    expect(mail.text).toContain(event.name);
    const match = new RegExp(`/my-registration/${firstReceipt.id}#(rt_[A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match).not.toBeNull();
    const opened = await read(firstReceipt.id, (match as RegExpExecArray)[1]).expect(200);
    expect(opened.body.data).toMatchObject({ id: firstReceipt.id, email });
    // The mail's link is a further one: whoever typed the address cannot break the registrant's own,
    // and the mail says so.
    await read(firstReceipt.id, oldToken).expect(200);
    expect(mail.text).toContain('the link in our earlier mails keeps working too');
    expect(mail.text).not.toMatch(/no longer works/);
  });

  it('answers a REST duplicate with the same status and message as a first enrolment', async () => {
    const event = await addEvent(t);
    const payload = { ...VALID_REGISTRATION, email: 'rest.returning@example.com', eventId: event.id };
    const first = await api().post('/api/awakenLimitlessHuman').send(payload).expect(201);
    const second = await api()
      .post('/api/awakenLimitlessHuman')
      .send({ ...payload, email: 'REST.Returning@example.com', occupation: 'Nurse' })
      .expect(201);
    expect(second.body).toMatchObject({ success: true, message: THANK_YOU });
    expect(Object.keys(second.body.data).sort()).toEqual(Object.keys(first.body.data).sort());
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(await registrations().countBy({ eventId: event.id })).toBe(1);
    expect(await seatsTaken(event.id)).toBe(1);
    expect(await alreadyMails(first.body.data.id)).toHaveLength(1);
  });

  it('stores one registration and takes one seat for ten duplicates sent at once', async () => {
    const event = await addEvent(t);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submit({
          ...VALID_REGISTRATION,
          email: i % 2 ? 'RACE@example.com' : 'race@example.com',
          eventId: event.id,
        }),
      ),
    );
    for (const reply of replies) {
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data.submitRegistration.message).toBe(THANK_YOU);
    }
    const stored = await registrations().findBy({ eventId: event.id });
    expect(stored).toHaveLength(1);
    expect(await seatsTaken(event.id)).toBe(1);
    expect(await alreadyMails(stored[0].id)).toHaveLength(9);
  });

  it('enrols the same e-mail in another event as usual', async () => {
    const [one, two] = [await addEvent(t), await addEvent(t)];
    const email = 'two.events@example.com';
    await submit({ ...VALID_REGISTRATION, email, eventId: one.id }).expect(200);
    const res = await submit({ ...VALID_REGISTRATION, email, eventId: two.id }).expect(200);
    const { id } = res.body.data.submitRegistration;
    expect(await registrations().findOneByOrFail({ id })).toMatchObject({ email, eventId: two.id });
    expect([await seatsTaken(one.id), await seatsTaken(two.id)]).toEqual([1, 1]);
    expect(await registrations().countBy({ email })).toBe(2);
  });

  it('enrols again after the registration was cancelled', async () => {
    const event = await addEvent(t);
    const email = 'came.back@example.com';
    const first = await submit({ ...VALID_REGISTRATION, email, eventId: event.id }).expect(200);
    const firstId = first.body.data.submitRegistration.id;
    await api()
      .patch(`/api/awakenLimitlessHuman/${firstId}/cancel`)
      .set('X-Registration-Token', await privateToken(t, firstId))
      .expect(200);
    expect(await seatsTaken(event.id)).toBe(0);

    const again = await submit({ ...VALID_REGISTRATION, email, eventId: event.id }).expect(200);
    const { id } = again.body.data.submitRegistration;
    expect(await registrations().findOneByOrFail({ id })).toMatchObject({
      status: 'pending',
      eventId: event.id,
    });
    expect(await seatsTaken(event.id)).toBe(1);
    expect(await alreadyMails(firstId)).toHaveLength(0);
  });
});
