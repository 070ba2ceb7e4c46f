import request from 'supertest';
import { EntityManager } from 'typeorm';
import { AuditEntry } from '../audit/audit-entry.entity';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { OutgoingMail } from '../mail/mail-outbox';
import {
  VALID_REGISTRATION,
  addEvent,
  adminToken,
  privateToken,
  queuedMails,
  testClock,
} from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Registration } from './registration.entity';

const SET_STATUS = `mutation($id: ID!, $status: RegistrationStatus!) {
  setRegistrationStatus(id: $id, status: $status) { status }
}`;

/**
 * A status change and the mails it calls for are one transaction (a transactional outbox): the mails
 * are written by the change's own transaction, so a change that fails after writing them leaves
 * neither, and a change that commits has both.
 */
describe.each(testDatabaseKinds())('status changes and their mails on $name', (kind) => {
  let t: TestApp;
  let staff: string;
  let enrolments = 0;
  const api = () => request(t.app.express);
  const enrol = async (eventId: string) => {
    enrolments += 1;
    const res = await api()
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email: `status.${enrolments}.${kind.name}@example.com`, eventId })
      .expect(201);
    return res.body.data.id as string;
  };
  const stateOf = async (id: string, eventId: string) => ({
    status: (await t.dataSource.getRepository(Registration).findOneByOrFail({ id })).status,
    seatsTaken: (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: eventId })).seatsTaken,
    mails: (await queuedMails(t, id)).length,
    history: await t.dataSource
      .getRepository(AuditEntry)
      .countBy({ subjectKind: 'registration', subjectId: id, action: 'registration.status' }),
  });

  /**
   * Runs `change` with the outbox failing right after it has written the mails, as a lost connection or
   * a failed commit would: the error comes from inside whatever wrote them.
   */
  async function failingAfterTheMails(change: () => Promise<unknown>): Promise<OutgoingMail[]> {
    const outbox = t.app.services.get('mail');
    const queue = outbox.queue.bind(outbox);
    const written: OutgoingMail[] = [];
    const spy = jest
      .spyOn(outbox, 'queue')
      .mockImplementation(async (manager: EntityManager, mails: OutgoingMail[]) => {
        await queue(manager, mails);
        written.push(...mails);
        throw new Error('The connection was lost after the mails were written');
      });
    try {
      await change();
    } finally {
      spy.mockRestore();
    }
    return written;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    staff = await adminToken(t);
  });
  afterAll(() => t.close());

  it("staff's change: a failure after its mails are written leaves neither the change nor the mails", async () => {
    const event = await addEvent(t);
    const id = await enrol(event.id);
    const before = await stateOf(id, event.id);
    expect(before).toMatchObject({ status: 'pending', seatsTaken: 1, history: 0 });

    const written = await failingAfterTheMails(async () => {
      const res = await api()
        .post('/graphql')
        .set('Authorization', `Bearer ${staff}`)
        .send({ query: SET_STATUS, variables: { id, status: 'CANCELLED' } });
      expect(res.body.errors).toHaveLength(1);
    });
    expect(written.length).toBeGreaterThan(0);
    expect(await stateOf(id, event.id)).toEqual(before);

    // Without the failure the same change commits with its mails.
    await api()
      .post('/graphql')
      .set('Authorization', `Bearer ${staff}`)
      .send({ query: SET_STATUS, variables: { id, status: 'CANCELLED' } })
      .expect(200);
    expect(await stateOf(id, event.id)).toEqual({
      status: 'cancelled',
      seatsTaken: 0,
      mails: before.mails + written.length,
      history: 1,
    });
  });

  it("the registrant's cancel: a failure after its mails are written leaves the seat and sends nothing", async () => {
    const event = await addEvent(t);
    const id = await enrol(event.id);
    const token = await privateToken(t, id);
    const before = await stateOf(id, event.id);

    const written = await failingAfterTheMails(() =>
      api().patch(`/api/awakenLimitlessHuman/${id}/cancel`).set('X-Registration-Token', token).expect(500),
    );
    expect(written.length).toBeGreaterThan(0);
    expect(await stateOf(id, event.id)).toEqual(before);

    await api()
      .patch(`/api/awakenLimitlessHuman/${id}/cancel`)
      .set('X-Registration-Token', token)
      .expect(200);
    expect(await stateOf(id, event.id)).toMatchObject({ status: 'cancelled', seatsTaken: 0 });
  });
});
