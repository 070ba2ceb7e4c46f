import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { EntitySubscriberInterface } from 'typeorm';
import { VALID_REGISTRATION, addEvent, adminToken, testClock } from '../../../testing/fixtures';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-databases';
import { CalendarEvent } from '../../calendar-event/calendar-event.entity';
import { PaymentStatus } from '../payment-status.enum';
import { WaitingListEntry } from '../../waiting-list/waiting-list-entry.entity';
import { WaitingListStatus } from '../../waiting-list/waiting-list-status.enum';
import { RegistrationStatus } from '../registration-status.enum';
import { Registration } from '../registration.entity';

const EVENTS = `{
  adminCalendarEvents(limit: 20) { items { id seatBreakdown { held paid expired waiting } } }
}`;
const SUMMARY = `{ dashboardSummary { upcomingEvents { id seats seatsTaken paid held waiting } } }`;
const REGISTRATIONS = `query R($eventId: ID, $paymentStatus: PaymentStatus) {
  registrations(eventId: $eventId, paymentStatus: $paymentStatus, limit: 100) { total items { email paymentStatus } }
}`;
const EXPORT = `query E($eventId: ID, $paymentStatus: PaymentStatus, $table: ExportTable!) {
  exportCsv(table: $table, eventId: $eventId, paymentStatus: $paymentStatus) { rows content }
}`;

describe.each(testDatabaseKinds())('seats held, paid, expired and waiting on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let event: CalendarEvent;
  let empty: CalendarEvent;
  // Unique to this run, so the CSV and list checks see only these registrations.
  const tag = randomUUID().slice(0, 8);
  const email = (name: string) => `${name}.${tag}@example.com`;

  const gql = (query: string, variables: Record<string, unknown> = {}, bearer: string | null = token) => {
    const call = request(t.app.express).post('/graphql').send({ query, variables });
    return bearer ? call.set('Authorization', `Bearer ${bearer}`) : call;
  };
  const line = (name: string, status: WaitingListStatus, position: number): WaitingListEntry => ({
    id: randomUUID(),
    kind: 'event',
    subjectId: event.id,
    firstName: name,
    lastName: 'Waiting',
    email: email(name),
    mobileNo: '0501234567',
    mobileNoE164: '+971501234567',
    locale: 'en',
    position,
    status,
    claimTokenHash: null,
    offerExpiresAt: null,
    joinTokenHash: null,
    confirmBy: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    token = await adminToken(t);
    event = await addEvent(t, { date: '2026-11-23', seats: 8 });
    empty = await addEvent(t, { date: '2026-11-23', seats: 5 });
    for (const name of ['held', 'paid', 'expired', 'confirmed', 'cancelled']) {
      await request(t.app.express)
        .post('/api/awakenLimitlessHuman')
        .send({ ...VALID_REGISTRATION, email: email(name), eventId: event.id })
        .expect(201);
    }
    const registrations = t.dataSource.getRepository(Registration);
    await registrations.update({ email: email('paid') }, { paymentStatus: PaymentStatus.PAID });
    await registrations.update({ email: email('expired') }, { status: RegistrationStatus.EXPIRED });
    await registrations.update({ email: email('confirmed') }, { status: RegistrationStatus.CONFIRMED });
    await registrations.update(
      { email: email('cancelled') },
      { status: RegistrationStatus.CANCELLED, paymentStatus: PaymentStatus.REFUNDED },
    );
    await t.dataSource
      .getRepository(WaitingListEntry)
      .insert([
        line('Wafa', WaitingListStatus.WAITING, 1),
        line('Omar', WaitingListStatus.OFFERED, 2),
        line('Lina', WaitingListStatus.LAPSED, 3),
      ]);
  });
  afterAll(() => t.close());

  it('counts each event of the event manager’s page; a confirmed unpaid seat is neither held nor paid', async () => {
    const res = await gql(EVENTS).expect(200);
    expect(res.body.errors).toBeUndefined();
    const items: { id: string; seatBreakdown: unknown }[] = res.body.data.adminCalendarEvents.items;
    const of = (id: string) => items.find((item) => item.id === id)?.seatBreakdown;
    expect(of(event.id)).toEqual({ held: 1, paid: 1, expired: 1, waiting: 2 });
    expect(of(empty.id)).toEqual({ held: 0, paid: 0, expired: 0, waiting: 0 });
  });

  it('reads a whole page’s breakdowns in one grouped query per table', async () => {
    const statements: string[] = [];
    const counter: EntitySubscriberInterface = { afterQuery: (query) => void statements.push(query.query) };
    t.dataSource.subscribers.push(counter);
    try {
      await gql(EVENTS).expect(200);
    } finally {
      t.dataSource.subscribers.splice(t.dataSource.subscribers.indexOf(counter), 1);
    }
    const from = (table: string) =>
      statements.filter((sql) => new RegExp(`FROM [\`"]?${table}[\`"]? `).test(sql));
    expect(from('registration')).toHaveLength(1);
    expect(from('waiting_list_entry')).toHaveLength(1);
  });

  it('splits the dashboard’s seats into paid, held and waiting', async () => {
    const res = await gql(SUMMARY).expect(200);
    const seats = res.body.data.dashboardSummary.upcomingEvents.find(
      (row: { id: string }) => row.id === event.id,
    );
    expect(seats).toMatchObject({ seats: 8, paid: 1, held: 1, waiting: 2 });
  });

  it('is for staff only', async () => {
    const res = await gql(EVENTS, {}, null);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('filters the list by payment status, and the CSV the same way', async () => {
    const list = await gql(REGISTRATIONS, { eventId: event.id, paymentStatus: 'PAID' }).expect(200);
    expect(list.body.data.registrations).toEqual({
      total: 1,
      items: [{ email: email('paid'), paymentStatus: 'PAID' }],
    });
    const unpaid = await gql(REGISTRATIONS, { eventId: event.id, paymentStatus: 'UNPAID' }).expect(200);
    expect(unpaid.body.data.registrations.total).toBe(3);
    const bad = await gql(REGISTRATIONS, { eventId: event.id, paymentStatus: 'OWING' });
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toContain('paymentStatus');

    const file = await gql(EXPORT, {
      table: 'REGISTRATIONS',
      eventId: event.id,
      paymentStatus: 'REFUNDED',
    }).expect(200);
    expect(file.body.data.exportCsv.rows).toBe(1);
    expect(file.body.data.exportCsv.content).toContain(email('cancelled'));

    const refused = await gql(EXPORT, { table: 'ENQUIRIES', paymentStatus: 'PAID' }).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'paymentStatus', message: 'Only registrations have a payment status' },
    ]);
  });

  it('filters the REST download by ?paymentStatus, and refuses a bad one naming it', async () => {
    const download = (query: Record<string, string>) =>
      request(t.app.express)
        .get('/api/awakenLimitlessHuman/download')
        .query(query)
        .set('Authorization', `Bearer ${token}`);
    const paid = await download({ paymentStatus: 'paid' }).expect(200);
    expect(paid.text).toContain(email('paid'));
    expect(paid.text).not.toContain(email('held'));
    const bad = await download({ paymentStatus: 'owing' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('paymentStatus must be one of unpaid, paid, refunded');
  });

  it('filters the REST list by ?paymentStatus', async () => {
    const res = await request(t.app.express)
      .get('/api/registration')
      .query({ paymentStatus: 'unpaid', search: tag })
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body.data.map((row: { email: string }) => row.email).sort()).toEqual(
      [email('confirmed'), email('expired'), email('held')].sort(),
    );
  });
});
