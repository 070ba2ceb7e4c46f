import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AppError } from '../../common/app-error';
import { VALID_REGISTRATION, addEvent } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Attendance } from './attendance.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const STAFF = { id: null, label: 'door@example.com' };

describe.each(testDatabaseKinds())('completion on %s', (kind) => {
  let t: TestApp;
  const completion = () => t.app.services.get('completion');
  const db = () => t.app.db;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function enrolled(eventId: string, n: number): Promise<string> {
    const res = await request(t.app.express)
      .post('/graphql')
      .send({
        query: SUBMIT,
        variables: { input: { ...VALID_REGISTRATION, email: `learner${n}@example.com`, eventId } },
      })
      .expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration.id as string;
  }

  /** A check-in as the door's would write it, settled in the same transaction. */
  const attend = (registrationId: string, eventId: string, day: string) =>
    db().transaction(async (manager) => {
      await completion().lockRegistration(manager, registrationId);
      await manager.insert(Attendance, {
        id: randomUUID(),
        registrationId,
        eventId,
        day,
        checkedInAt: new Date(),
        checkedInById: null,
        checkedInBy: STAFF.label,
      });
      return completion().settleByAttendance(manager, registrationId);
    });
  const undo = (registrationId: string, day: string) =>
    db().transaction(async (manager) => {
      await completion().lockRegistration(manager, registrationId);
      await manager.delete(Attendance, { registrationId, day });
      return completion().settleByAttendance(manager, registrationId);
    });

  it('completes a registration that attended every day of a two-day event, and undoes it with a day', async () => {
    const event = await addEvent(t, { date: '2026-12-07', endDate: '2026-12-08' });
    const id = await enrolled(event.id, 1);
    const other = await enrolled(event.id, 2);

    expect(await attend(id, event.id, '2026-12-07')).toBeNull();
    expect(await completion().isCompleted(id)).toBe(false);
    expect(await attend(id, event.id, '2026-12-08')).toMatchObject({ how: 'attendance', reason: null });
    expect(await completion().isCompleted(id)).toBe(true);
    await attend(other, event.id, '2026-12-08');
    expect(await completion().completedRegistrationIds(event.id)).toEqual([id]);

    expect(await undo(id, '2026-12-07')).toBeNull();
    expect(await completion().completedRegistrationIds(event.id)).toEqual([]);
  });

  it('completes a one-day event with its one day', async () => {
    const event = await addEvent(t, { date: '2026-12-09', endDate: null });
    const id = await enrolled(event.id, 3);
    expect(await attend(id, event.id, '2026-12-09')).toMatchObject({ how: 'attendance' });
  });

  it('lets staff mark a registration completed with a reason, which attendance does not undo', async () => {
    const event = await addEvent(t, { date: '2026-12-10', endDate: '2026-12-11' });
    const id = await enrolled(event.id, 4);

    await expect(completion().markCompleted(id, '  ', STAFF)).rejects.toMatchObject({
      code: 'BAD_INPUT',
      details: { fieldErrors: [{ field: 'reason' }] },
    });
    await expect(completion().markCompleted(randomUUID(), 'Ill on day 2', STAFF)).rejects.toBeInstanceOf(
      AppError,
    );
    expect(await completion().isCompleted(id)).toBe(false);

    await attend(id, event.id, '2026-12-10');
    expect(await completion().markCompleted(id, ' Ill on day 2, caught up ', STAFF)).toMatchObject({
      how: 'staff',
      byStaff: STAFF.label,
      reason: 'Ill on day 2, caught up',
    });
    expect(await undo(id, '2026-12-10')).toMatchObject({ how: 'staff' });
    expect(await completion().completedRegistrationIds(event.id)).toEqual([id]);

    // Without the mark, the attendance rule decides again.
    expect(await completion().unmarkCompleted(id, STAFF)).toBeNull();
    expect(await completion().isCompleted(id)).toBe(false);
    await expect(completion().unmarkCompleted(id, STAFF)).rejects.toMatchObject({ code: 'BAD_INPUT' });
    await attend(id, event.id, '2026-12-10');
    await attend(id, event.id, '2026-12-11');
    await completion().markCompleted(id, 'Confirmed by the trainer', STAFF);
    expect(await completion().unmarkCompleted(id, STAFF)).toMatchObject({ how: 'attendance' });

    const actions = (await t.dataSource.getRepository(AuditEntry).findBy({ subjectId: id }))
      .map((entry) => entry.action)
      .sort();
    expect(actions).toEqual([
      'registration.complete',
      'registration.complete',
      'registration.uncomplete',
      'registration.uncomplete',
    ]);
  });

  it('settles a registration once under parallel check-ins of its two days', async () => {
    const event = await addEvent(t, { date: '2026-12-14', endDate: '2026-12-15' });
    const id = await enrolled(event.id, 5);
    await Promise.all([attend(id, event.id, '2026-12-14'), attend(id, event.id, '2026-12-15')]);
    expect(await completion().completedRegistrationIds(event.id)).toEqual([id]);
  });
});
