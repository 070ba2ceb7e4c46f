import request from 'supertest';
import { VALID_REGISTRATION, adminToken, privateToken, queuedMails } from '../../testing/fixtures';
import {
  STRIPE_TEST_SECRET_KEY,
  StripeTestServer,
  startStripeTestServer,
} from '../../testing/stripe-test-server';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { CsvExportService } from '../csv-export/csv-export.service';
import { ExportTable } from '../csv-export/csv-export.type';

const CREATE = `mutation Create($input: CalendarEventInput!) {
  createCalendarEvent(input: $input) { id price priceValue currency offerName offerAmount offerEndsOn }
}`;
const UPDATE = `mutation Update($id: ID!, $input: CalendarEventInput!) {
  updateCalendarEvent(id: $id, input: $input) { id price offerName }
}`;
const LISTED = `{ calendarEvents(upcoming: true) {
  id price fee { amount currency } offer { name endsOn regular { amount formatted } }
} }`;
const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const MINE = `query Mine($id: ID!, $token: String!) {
  myRegistration(id: $id, token: $token) { fee { amount currency offer formatted } onlinePayment { amount } }
}`;
const START = `mutation Start($id: ID!, $token: String!) { startMyPayment(id: $id, token: $token) { url } }`;

/** An Awaken Level 1 session (AED 1,872 in the catalogue) on 10 December 2026, with an early bird. */
const INPUT = {
  name: 'Foundations of Consciousness: Winter Session',
  programme: 'AWAKEN',
  level: 'Level 1',
  date: '2026-12-10',
  endDate: '2026-12-11',
  time: '9:00 AM - 6:00 PM',
  location: 'Dubai, Al Barsha',
  trainer: 'Anjali Menon',
  seats: 10,
  offerName: 'Early bird',
  offerAmount: 1500,
  offerEndsOn: '2026-12-01',
  // Held long enough for the early registration to pay after the offer ended.
  seatHoldHours: 720,
};

describe.each(testDatabaseKinds())('an event’s offer on %s', (kind) => {
  let t: TestApp;
  let stripe: StripeTestServer;
  let admin: string;
  // Dubai's 23 November 2026, moved on by the tests.
  const clock = { now: () => new Date('2026-11-23T08:00:00Z') };
  const dubaiNoon = (day: string) => () => new Date(`${day}T08:00:00Z`);
  const graphql = (query: string, variables: object = {}, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const listed = async (id: string) =>
    ((await graphql(LISTED).expect(200)).body.data.calendarEvents as Array<{ id: string }>).find(
      (event) => event.id === id,
    );
  const create = async (input: object) => {
    const res = await graphql(CREATE, { input }, admin).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createCalendarEvent as { id: string };
  };
  const enrol = async (eventId: string, email: string) => {
    const res = await graphql(SUBMIT, {
      input: { ...VALID_REGISTRATION, levelName: 'Level 1: Foundations of Consciousness', email, eventId },
    }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const id = res.body.data.submitRegistration.id as string;
    return { id, token: await privateToken(t, id) };
  };

  beforeAll(async () => {
    stripe = await startStripeTestServer({ webhookSecret: 'whsec_test_offer' });
    t = await startTestApp(kind, {
      clock,
      env: {
        STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: 'whsec_test_offer',
        STRIPE_API_BASE: stripe.apiBase,
      },
    });
    admin = await adminToken(t);
  });
  afterEach(() => {
    clock.now = dubaiNoon('2026-11-23');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it("takes its level's fee, which staff cannot type, and names every bad field of an offer", async () => {
    const typed = await graphql(CREATE, { input: { ...INPUT, priceValue: 10 } }, admin).expect(400);
    expect(typed.body.errors[0].message).toMatch(/priceValue/);

    const refused = await graphql(
      CREATE,
      { input: { ...INPUT, offerName: '', offerAmount: 1872, offerEndsOn: '2026-12-11' } },
      admin,
    ).expect(200);
    expect(refused.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'offerName', message: 'Offer name is required with an offer price' },
      { field: 'offerAmount', message: 'Offer price must be below the regular fee, AED 1,872' },
      { field: 'offerEndsOn', message: "Offer end date must be on or before the event's first day" },
    ]);
    const past = await graphql(CREATE, { input: { ...INPUT, offerEndsOn: '2026-11-22' } }, admin).expect(200);
    expect(past.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'offerEndsOn', message: 'Offer end date cannot be in the past' },
    ]);

    const created = await graphql(CREATE, { input: INPUT }, admin).expect(200);
    expect(created.body.data.createCalendarEvent).toMatchObject({
      price: 'Early bird until 1 Dec: AED 1,500, then AED 1,872',
      priceValue: 1872,
      currency: 'AED',
      offerName: 'Early bird',
      offerAmount: 1500,
      offerEndsOn: '2026-12-01',
    });
  });

  it('costs the offer up to and including its last day, then the regular fee, on the calendar and in its feed', async () => {
    const { id } = await create(INPUT);
    const during = {
      id,
      price: 'Early bird until 1 Dec: AED 1,500, then AED 1,872',
      fee: { amount: 1500, currency: 'AED' },
      offer: { name: 'Early bird', endsOn: '2026-12-01', regular: { amount: 1872, formatted: 'AED 1,872' } },
    };
    expect(await listed(id)).toEqual(during);
    const feed = await request(t.app.express).get('/calendar.ics').expect(200);
    expect(feed.text.replace(/\r\n /g, '')).toContain(
      'Fee: Early bird until 1 Dec: AED 1\\,500\\, then AED 1\\,872.',
    );

    clock.now = dubaiNoon('2026-12-01');
    expect(await listed(id)).toEqual(during);
    // 1 December 20:30 UTC is already the 2nd in Dubai.
    clock.now = () => new Date('2026-12-01T20:30:00Z');
    expect(await listed(id)).toEqual({
      id,
      price: 'AED 1,872',
      fee: { amount: 1872, currency: 'AED' },
      offer: null,
    });
  });

  it('keeps the fee a registration enrolled at after the offer ends: its page, mail, Checkout and CSV', async () => {
    const { id: eventId } = await create(INPUT);
    const early = await enrol(eventId, `early.${kind.name}@example.com`);
    const confirmation = (await queuedMails(t, early.id)).find((mail) =>
      mail.subject.startsWith('Your registration'),
    );
    expect(confirmation?.text).toMatch(/Fee\W+AED 1,500 \(Early bird\)/);

    clock.now = dubaiNoon('2026-12-02');
    const late = await enrol(eventId, `late.${kind.name}@example.com`);
    expect((await graphql(MINE, late).expect(200)).body.data.myRegistration).toEqual({
      fee: { amount: 187200, currency: 'AED', offer: null, formatted: 'AED 1,872' },
      onlinePayment: { amount: 187200 },
    });
    expect((await graphql(MINE, early).expect(200)).body.data.myRegistration).toEqual({
      fee: { amount: 150000, currency: 'AED', offer: 'Early bird', formatted: 'AED 1,500 (Early bird)' },
      onlinePayment: { amount: 150000 },
    });
    expect((await graphql(START, early).expect(200)).body.errors).toBeUndefined();
    const created = stripe.requests.filter(
      (r) => r.method === 'POST' && r.form.client_reference_id === early.id,
    );
    expect(created.map((r) => r.form['line_items[0][price_data][unit_amount]'])).toEqual(['150000']);

    // The CSV states what each owes, as recorded.
    const file = new CsvExportService(t.app.db).open(ExportTable.REGISTRATIONS, { ids: [early.id, late.id] });
    let csv = '';
    for await (const chunk of file.chunks) csv += chunk;
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const column = (name: string) => header.split(',').indexOf(name);
    const owed = lines.map((line) => {
      const cells = line.split(',');
      return [cells[0], cells[column('Fee')], cells[column('Fee currency')], cells[column('Fee offer')]];
    });
    expect(owed.sort()).toEqual(
      [
        [early.id, '1500.00', 'AED', 'Early bird'],
        [late.id, '1872.00', 'AED', ''],
      ].sort(),
    );
  });

  it('lets staff remove an offer, and keep one that ended while changing the rest', async () => {
    const { id } = await create(INPUT);
    clock.now = dubaiNoon('2026-12-03');
    // A session lasts a day: staff sign in again on the day.
    const staff = await adminToken(t);
    const kept = await graphql(UPDATE, { id, input: { ...INPUT, seats: 12 } }, staff).expect(200);
    expect(kept.body.data.updateCalendarEvent).toEqual({ id, price: 'AED 1,872', offerName: 'Early bird' });
    const removed = await graphql(
      UPDATE,
      { id, input: { ...INPUT, offerName: null, offerAmount: null, offerEndsOn: null } },
      staff,
    ).expect(200);
    expect(removed.body.data.updateCalendarEvent).toEqual({ id, price: 'AED 1,872', offerName: null });
  });
});
