import request from 'supertest';
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
import { AuditEntry } from '../audit/audit-entry.entity';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { Registration } from '../registration/registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const APPROVE = `mutation Approve($ids: [ID!]!) { approveRegistrations(ids: $ids) { changed failures { id reason } } }`;
const DECLINE = `mutation Decline($ids: [ID!]!, $reason: String) {
  declineRegistrations(ids: $ids, reason: $reason) { changed failures { id reason } }
}`;
const RECORD = `mutation Record($registrationId: ID!, $programme: Programme!, $level: String!, $note: String!) {
  recordExternalCompletion(registrationId: $registrationId, programme: $programme, level: $level, note: $note) {
    learnerPath { completed { level external } }
  }
}`;
const REQUEST = `query Request($id: ID!) {
  registration(id: $id) { status prerequisiteRequest { neededLevel note decision } }
}`;
const PATH = `query Path($id: ID!, $token: String!) {
  myRegistration(id: $id, token: $token) {
    learnerPath {
      completed { programme level external registrationId }
      booked { programme level status registrationId }
      next { programme level }
    }
  }
}`;

const LEVEL_1 = 'Level 1: Decode Your Mind';
const LEVEL_2 = 'Level 2: Decode Your Behaviour';
const LEVEL_3 = 'Level 3: Decode Your Relationships';
const ELSEWHERE = {
  prerequisiteElsewhere: true,
  prerequisiteNote: 'Decode Level 1 with Mind Academy, Mumbai, 2025',
};

describe.each(testDatabaseKinds())('learner path and prerequisites on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const graphql = (query: string, variables: object, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const enrol = (email: string, levelName: string, eventId: string, extra: object = {}) =>
    graphql(SUBMIT, { input: { ...VALID_REGISTRATION, email, levelName, eventId, ...extra } }).expect(200);
  const enrolled = async (email: string, levelName: string, eventId: string, extra: object = {}) => {
    const res = await enrol(email, levelName, eventId, extra);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration.id as string;
  };
  /** The test's clock stands still, so mails are found by subject, not by order. */
  const mailTo = async (id: string, subject: RegExp) => {
    const found = (await queuedMails(t, id)).filter((m) => subject.test(m.subject));
    expect(found).toHaveLength(1);
    return found[0];
  };
  const row = (id: string) => t.dataSource.getRepository(Registration).findOneByOrFail({ id });
  const seatsTaken = async (id: string) =>
    (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id })).seatsTaken;
  const level2Event = () => addEvent(t, { name: 'Decode Your Behaviour: Test', level: LEVEL_2 });
  const complete = (id: string) =>
    t.app.services.get('completion').markCompleted(id, 'attended', { id: null, label: 'door@example.com' });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('refuses a level whose prerequisite the address has not completed, naming it, and takes no seat', async () => {
    const event = await level2Event();

    const res = await enrol('new.learner@example.com', LEVEL_2, event.id);

    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'prerequisiteElsewhere', message: expect.stringContaining(`needs ${LEVEL_1} first`) },
      ],
    });
    expect(await seatsTaken(event.id)).toBe(0);
    expect(await t.dataSource.getRepository(Registration).countBy({ email: 'new.learner@example.com' })).toBe(
      0,
    );

    const noNote = await enrol('new.learner@example.com', LEVEL_2, event.id, { prerequisiteElsewhere: true });
    expect(noNote.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'prerequisiteNote', message: 'Tell us where and when you completed it' },
    ]);
  });

  it('takes "completed it elsewhere" pending approval: seat held, no deadline, no payment, mails to both', async () => {
    const event = await level2Event();

    const id = await enrolled('elsewhere@example.com', LEVEL_2, event.id, ELSEWHERE);

    expect(await row(id)).toMatchObject({ status: 'pending_approval', holdUntil: null });
    expect(await seatsTaken(event.id)).toBe(1);
    expect(await queuedMails(t, id)).toHaveLength(2);
    expect((await mailTo(id, /^Prerequisite to approve: /)).text).toContain(ELSEWHERE.prerequisiteNote);
    const receipt = await mailTo(id, /^Your registration for Decode/);
    expect(receipt.text).toContain(`needs ${LEVEL_1} first`);
    expect(receipt.text).toContain('No payment is due until we have approved');
    const staff = await graphql(REQUEST, { id }, admin).expect(200);
    expect(staff.body.data.registration).toEqual({
      status: 'PENDING_APPROVAL',
      prerequisiteRequest: { neededLevel: LEVEL_1, note: ELSEWHERE.prerequisiteNote, decision: null },
    });
  });

  it('approves: pending with a seat hold from now and payment asked, in the history; a second approval is refused', async () => {
    const event = await level2Event();
    const id = await enrolled('approve.me@example.com', LEVEL_2, event.id, ELSEWHERE);

    const res = await graphql(APPROVE, { ids: [id] }, admin).expect(200);

    expect(res.body.data.approveRegistrations).toEqual({ changed: 1, failures: [] });
    const approved = await row(id);
    expect(approved.status).toBe('pending');
    expect(approved.holdUntil).not.toBeNull();
    expect(await seatsTaken(event.id)).toBe(1);
    expect((await mailTo(id, /^Your registration is approved/)).text).toContain(
      'Payment of AED 375 is still due',
    );
    const history = await t.dataSource.getRepository(AuditEntry).findBy({ subjectId: id });
    expect(history.map((h) => h.summary)).toContain(
      'Status pending_approval → pending (prerequisite approved)',
    );
    const staff = await graphql(REQUEST, { id }, admin).expect(200);
    expect(staff.body.data.registration.prerequisiteRequest.decision).toBe('approved');

    const byHand = await graphql(
      `mutation { setRegistrationStatus(id: "${id}", status: PENDING_APPROVAL) { id } }`,
      {},
      admin,
    ).expect(200);
    expect(byHand.body.errors[0].extensions.fieldErrors[0].field).toBe('status');
    const again = await graphql(APPROVE, { ids: [id] }, admin).expect(200);
    expect(again.body.data.approveRegistrations).toEqual({
      changed: 0,
      failures: [{ id, reason: 'This registration is not awaiting approval' }],
    });
  });

  it('declines: cancelled, seat freed, the reason mailed', async () => {
    const event = await level2Event();
    const id = await enrolled('decline.me@example.com', LEVEL_2, event.id, ELSEWHERE);

    const res = await graphql(DECLINE, { ids: [id], reason: 'Please send us the certificate' }, admin).expect(
      200,
    );

    expect(res.body.data.declineRegistrations).toEqual({ changed: 1, failures: [] });
    expect((await row(id)).status).toBe('cancelled');
    expect(await seatsTaken(event.id)).toBe(0);
    expect((await mailTo(id, /^Your registration could not be approved/)).text).toContain(
      'Please send us the certificate',
    );
  });

  it('settles an approval and a decline sent at once on one of them, the seat counted once', async () => {
    const event = await level2Event();
    const id = await enrolled('both.at.once@example.com', LEVEL_2, event.id, ELSEWHERE);

    const [approved, declined] = await Promise.all([
      graphql(APPROVE, { ids: [id] }, admin).expect(200),
      graphql(DECLINE, { ids: [id] }, admin).expect(200),
    ]);

    const changed = [approved.body.data.approveRegistrations, declined.body.data.declineRegistrations];
    expect(changed.map((result) => result.changed).sort()).toEqual([0, 1]);
    const status = (await row(id)).status;
    expect(['pending', 'cancelled']).toContain(status);
    expect(await seatsTaken(event.id)).toBe(status === 'pending' ? 1 : 0);
    expect(
      (await queuedMails(t, id)).filter((m) => /^Your registration is approved/.test(m.subject)),
    ).toHaveLength(status === 'pending' ? 1 : 0);
  });

  it('lets a level completed here open the next one, and shows the path on the private page', async () => {
    const level1 = await addEvent(t);
    const email = 'Path.Learner@example.com';
    const first = await enrolled(email, LEVEL_1, level1.id);
    await complete(first);

    const second = await enrolled(email.toLowerCase(), LEVEL_2, (await level2Event()).id);

    expect((await row(second)).status).toBe('pending');
    const res = await graphql(PATH, { id: second, token: await privateToken(t, second) }).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.myRegistration.learnerPath).toEqual({
      completed: [{ programme: 'DECODE', level: LEVEL_1, external: false, registrationId: first }],
      booked: [{ programme: 'DECODE', level: LEVEL_2, status: 'PENDING', registrationId: second }],
      next: [],
    });
  });

  it('counts a level staff recorded as completed elsewhere, marked external, in the history', async () => {
    const level1 = await addEvent(t);
    const email = 'external.learner@example.com';
    const first = await enrolled(email, LEVEL_1, level1.id);

    const res = await graphql(
      RECORD,
      { registrationId: first, programme: 'DECODE', level: '2', note: 'Certificate seen, Mind Academy 2025' },
      admin,
    ).expect(200);

    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.recordExternalCompletion.learnerPath.completed).toEqual([
      { level: LEVEL_2, external: true },
    ]);
    const history = await t.dataSource.getRepository(AuditEntry).findBy({ subjectId: first });
    expect(history.map((h) => h.action)).toContain('learner.external-completion');
    const third = await enrolled(email, LEVEL_3, (await addEvent(t, { level: LEVEL_3 })).id);
    expect((await row(third)).status).toBe('pending');
    const path = await graphql(PATH, { id: third, token: await privateToken(t, third) }).expect(200);
    expect(path.body.data.myRegistration.learnerPath.next).toEqual([]);
    const booked = path.body.data.myRegistration.learnerPath.booked.map((b: { level: string }) => b.level);
    expect(booked.sort()).toEqual([LEVEL_1, LEVEL_3]);
  });

  it('refuses an external record of a level the programme does not have, naming the field', async () => {
    const first = await enrolled('bad.record@example.com', LEVEL_1, (await addEvent(t)).id);
    const res = await graphql(
      RECORD,
      { registrationId: first, programme: 'DECODE', level: 'Level 9', note: 'x' },
      admin,
    ).expect(200);
    expect(res.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'level', message: 'Choose one of the programme’s levels' },
    ]);
  });
});
