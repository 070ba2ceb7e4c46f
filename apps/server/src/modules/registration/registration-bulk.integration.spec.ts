import request from 'supertest';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { VALID_REGISTRATION, addEvent, adminToken, queuedMails, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Registration } from './registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const BULK = `mutation Bulk($ids: [ID!]!, $status: RegistrationStatus!) {
  setRegistrationStatuses(ids: $ids, status: $status) { changed failures { id reason } }
}`;
const HISTORY = `query History($id: ID!) { registration(id: $id) { history { action summary actor } } }`;

describe.each(testDatabaseKinds())('bulk registration status changes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const graphql = (query: string, variables: object, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const enrol = async (email: string, eventId: string) => {
    const res = await graphql(SUBMIT, { input: { ...VALID_REGISTRATION, email, eventId } }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration.id as string;
  };
  const statusOf = async (id: string) =>
    (await t.dataSource.getRepository(Registration).findOneByOrFail({ id })).status;
  const seatsTaken = async (id: string) =>
    (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id })).seatsTaken;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('confirms each registration as one change would, with its history and mail, and names the ids it could not', async () => {
    const event = await addEvent(t);
    const first = await enrol('bulk.one@example.com', event.id);
    const second = await enrol('bulk.two@example.com', event.id);
    const missing = '00000000-0000-4000-8000-000000000000';

    const res = await graphql(BULK, { ids: [first, second, missing], status: 'CONFIRMED' }, admin).expect(
      200,
    );

    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.setRegistrationStatuses).toEqual({
      changed: 2,
      failures: [{ id: missing, reason: expect.stringMatching(/not found/i) }],
    });
    expect([await statusOf(first), await statusOf(second)]).toEqual(['confirmed', 'confirmed']);
    for (const id of [first, second]) {
      const history = await graphql(HISTORY, { id }, admin).expect(200);
      expect(history.body.data.registration.history).toContainEqual(
        expect.objectContaining({ action: 'registration.status', summary: 'Status pending → confirmed' }),
      );
      expect((await queuedMails(t, id)).some((mail) => /confirmed/i.test(mail.subject))).toBe(true);
    }
  });

  it('frees the seat of each registration it cancels', async () => {
    const event = await addEvent(t);
    const ids = [
      await enrol('bulk.three@example.com', event.id),
      await enrol('bulk.four@example.com', event.id),
    ];
    expect(await seatsTaken(event.id)).toBe(2);

    const res = await graphql(BULK, { ids, status: 'CANCELLED' }, admin).expect(200);

    expect(res.body.data.setRegistrationStatuses).toEqual({ changed: 2, failures: [] });
    expect(await seatsTaken(event.id)).toBe(0);
    expect([await statusOf(ids[0]), await statusOf(ids[1])]).toEqual(['cancelled', 'cancelled']);
  });

  it('refuses more than 100 ids, naming the field, and changes nothing', async () => {
    const event = await addEvent(t);
    const id = await enrol('bulk.five@example.com', event.id);
    const ids = [
      id,
      ...Array.from({ length: 100 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    ];

    const res = await graphql(BULK, { ids, status: 'CONFIRMED' }, admin).expect(200);

    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'ids', message: expect.stringContaining('100') }],
    });
    expect(await statusOf(id)).toBe('pending');
  });

  it('is for staff only', async () => {
    const event = await addEvent(t);
    const id = await enrol('bulk.six@example.com', event.id);

    const res = await graphql(BULK, { ids: [id], status: 'CANCELLED' });

    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await statusOf(id)).toBe('pending');
  });
});
