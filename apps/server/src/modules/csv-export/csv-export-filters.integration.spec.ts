import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { VALID_REGISTRATION, addEvent, adminToken } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { Enquiry } from '../enquiry/enquiry.entity';
import { EnquiryStatus } from '../enquiry/enquiry-status.enum';
import { FamilyBooking } from '../family-booking/family-booking.entity';
import { FamilyBookingStatus } from '../family-booking/family-booking-status.enum';

const EXPORT = `query Export($table: ExportTable!, $from: DateTimeISO, $to: DateTimeISO, $search: String, $status: String) {
  exportCsv(table: $table, from: $from, to: $to, search: $search, status: $status) { filename rows content }
}`;
const ENQUIRIES = `query Enquiries($search: String, $status: EnquiryStatus, $from: DateTimeISO, $to: DateTimeISO) {
  enquiries(search: $search, status: $status, from: $from, to: $to) { total items { firstName } }
}`;
const BOOKINGS = `query Bookings($search: String, $status: FamilyBookingStatus, $from: DateTimeISO, $to: DateTimeISO) {
  familyBookings(search: $search, status: $status, from: $from, to: $to) { total items { email } }
}`;

/** A reply as these tests read it. */
interface GraphqlReply {
  data?: {
    enquiries: { total: number; items: { firstName: string }[] };
    familyBookings: { items: { email: string }[] };
    exportCsv: { filename: string; rows: number; content: string };
  };
  errors?: { message: string; extensions: { fieldErrors?: unknown } }[];
}

describe.each(testDatabaseKinds())('list filters and the CSV of what a list shows, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  // A word only these rows hold, so the searches find nothing else.
  const tag = `Filt${randomUUID().slice(0, 8)}`;
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query, variables })
      .expect(200);
    return res.body as GraphqlReply;
  };

  const enquiry = (firstName: string, status: EnquiryStatus, createdAt: string) => ({
    id: randomUUID(),
    firstName,
    lastName: tag,
    email: `${firstName.toLowerCase()}@example.com`,
    phoneNumber: '0501234567',
    country: 'IN',
    zipCode: '110001',
    message: 'Hello',
    acceptPrivacyPolicy: true,
    status,
    createdAt: new Date(createdAt),
  });
  const booking = (member: string, status: FamilyBookingStatus, createdAt: string) => ({
    id: randomUUID(),
    createdAt: new Date(createdAt),
    status,
    sessionId: null,
    sessionVenue: 'Dubai',
    sessionDate: '2026-12-05',
    sessionSlot: '10:00 AM - 11:30 AM',
    familyMember0: `${member} ${tag}`,
    seats: 1,
    email: `${member.toLowerCase()}.${tag.toLowerCase()}@example.com`,
    phone: '0501234567',
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await adminToken(t);
    await t.dataSource
      .getRepository(Enquiry)
      .insert([
        enquiry('Amal', EnquiryStatus.RESOLVED, '2026-11-02T21:30:00.000Z'),
        enquiry('Badr', EnquiryStatus.NEW, '2026-11-03T09:00:00.000Z'),
        enquiry('Dana', EnquiryStatus.RESOLVED, '2026-11-20T09:00:00.000Z'),
      ]);
    await t.dataSource
      .getRepository(FamilyBooking)
      .insert([
        booking('Huda', FamilyBookingStatus.BOOKED, '2026-11-03T09:00:00.000Z'),
        booking('Imad', FamilyBookingStatus.CANCELLED, '2026-11-04T09:00:00.000Z'),
      ]);
  });
  afterAll(() => t.close());

  // Dubai's 3 to 19 November: from its midnight (20:00 UTC the day before), the end exclusive.
  const from = '2026-11-02T20:00:00.000Z';
  const to = '2026-11-19T20:00:00.000Z';

  it('lists enquiries by status and date range together', async () => {
    const { data, errors } = await gql(ENQUIRIES, { search: tag, status: 'RESOLVED', from, to });
    expect(errors).toBeUndefined();
    expect(data?.enquiries).toEqual({ total: 1, items: [{ firstName: 'Amal' }] });
  });

  it('lists family bookings by status', async () => {
    const { data, errors } = await gql(BOOKINGS, { search: tag, status: 'CANCELLED' });
    expect(errors).toBeUndefined();
    expect(data?.familyBookings.items).toEqual([{ email: `imad.${tag.toLowerCase()}@example.com` }]);
  });

  it.each([
    ['enquiries', ENQUIRIES],
    ['family bookings', BOOKINGS],
  ])('refuses %s from after to, naming the field', async (_, query) => {
    const { errors } = await gql(query, { from: to, to: from });
    expect(errors?.[0].message).toContain('To must not be before From');
    expect(errors?.[0].extensions.fieldErrors).toEqual([
      { field: 'to', message: 'To must not be before From' },
    ]);
  });

  it('refuses a registrations REST list whose from is after its to, naming the field', async () => {
    const res = await request(t.app.express)
      .get('/api/registration')
      .query({ from: to, to: from })
      .set('Authorization', `Bearer ${token}`)
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('To must not be before From');
  });

  it('lists enquiries over REST by status and dates, and refuses a bad date naming it', async () => {
    const res = await request(t.app.express)
      .get('/api/contacts')
      .query({ search: tag, status: 'resolved', from, to })
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Amal']);
    const bad = await request(t.app.express)
      .get('/api/contacts')
      .query({ from: 'soon' })
      .set('Authorization', `Bearer ${token}`)
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('from must be a date such as 2026-01-31');
  });

  it('exports only the rows the screen shows: its search, status and range, dates in Dubai time', async () => {
    const { data, errors } = await gql(EXPORT, {
      table: 'ENQUIRIES',
      search: tag,
      status: 'RESOLVED',
      from,
      to,
    });
    expect(errors).toBeUndefined();
    const file = data!.exportCsv;
    expect(file.rows).toBe(1);
    expect(file.filename).toBe('enquiries-2026-11-03-to-2026-11-19.csv');
    const [, line, ...rest] = file.content.trim().split('\n');
    expect(rest).toEqual([]);
    // Received 21:30 UTC on the 2nd: the 3rd, 01:30, in Dubai.
    expect(line).toContain(',2026-11-03T01:30:00+04:00,resolved,Amal,');
  });

  it('exports without From or To: every row the other filters keep', async () => {
    const { data, errors } = await gql(EXPORT, { table: 'FAMILY_BOOKINGS', search: tag, status: 'BOOKED' });
    expect(errors).toBeUndefined();
    expect(data?.exportCsv).toMatchObject({ rows: 1, filename: 'family-bookings.csv' });
    expect(data?.exportCsv.content).toContain(`Huda ${tag}`);
    expect(data?.exportCsv.content).not.toContain(`Imad ${tag}`);
  });

  it("exports an event's attendees in the status asked, as the attendee list shows them", async () => {
    const event = await addEvent(t);
    const submit = (firstName: string, eventId?: string) =>
      request(t.app.express)
        .post('/graphql')
        .send({
          query: 'mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }',
          variables: {
            input: {
              ...VALID_REGISTRATION,
              firstName,
              lastName: tag,
              email: `${firstName}.${tag}@example.com`,
              eventId,
            },
          },
        })
        .expect(200);
    await submit('Attendee', event.id);
    await submit('Elsewhere');
    const EXPORT_EVENT = `query Export($eventId: ID, $status: String) {
      exportCsv(table: REGISTRATIONS, eventId: $eventId, status: $status) { rows content }
    }`;
    const pending = await gql(EXPORT_EVENT, { eventId: event.id, status: 'PENDING' });
    expect(pending.errors).toBeUndefined();
    expect(pending.data?.exportCsv.rows).toBe(1);
    expect(pending.data?.exportCsv.content).toContain(`Attendee.${tag}@example.com`);
    const confirmed = await gql(EXPORT_EVENT, { eventId: event.id, status: 'CONFIRMED' });
    expect(confirmed.data?.exportCsv.rows).toBe(0);
  });

  it('refuses a status the table does not have, naming the field', async () => {
    const { errors } = await gql(EXPORT, { table: 'ENQUIRIES', status: 'BOOKED' });
    expect(errors?.[0].extensions.fieldErrors).toEqual([
      { field: 'status', message: 'Status must be one of NEW, IN_PROGRESS, RESOLVED' },
    ]);
  });
});
