import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Enquiry } from './enquiry/enquiry.entity';
import { EnquiryStatus } from './enquiry/enquiry-status.enum';
import { FamilyBookingStatus } from './family-booking/family-booking-status.enum';
import { FamilyBooking } from './family-booking/family-booking.entity';
import { adminToken } from '../testing/fixtures';
import { TestApp, startTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';

const ENQUIRIES = `query Enquiries($sortBy: EnquirySortField!, $sortDirection: SortDirection!) {
  enquiries(page: 1, limit: 10, search: "sorted", sortBy: $sortBy, sortDirection: $sortDirection) {
    items { firstName }
  }
}`;
const BOOKINGS = `query Bookings($sortBy: FamilyBookingSortField!, $sortDirection: SortDirection!) {
  familyBookings(page: 1, limit: 10, search: "sorted", sortBy: $sortBy, sortDirection: $sortDirection) {
    items { familyMembers }
  }
}`;

describe.each(testDatabaseKinds())('enquiry and family booking lists sort on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const graphql = async (query: string, variables: object) => {
    const res = await request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .send({ query, variables })
      .expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await adminToken(t);
    // Created in the order Bea, Cem, Ada: newest first is Ada, Cem, Bea.
    const people = [
      { name: 'Bea', email: 'c.sorted@example.com', status: 'resolved', day: '2026-12-09' },
      { name: 'Cem', email: 'a.sorted@example.com', status: 'new', day: '2026-12-07' },
      { name: 'Ada', email: 'b.sorted@example.com', status: 'in_progress', day: '2026-12-08' },
    ];
    await t.dataSource.getRepository(Enquiry).insert(
      people.map((person, index) => ({
        id: randomUUID(),
        firstName: person.name,
        lastName: 'Sorted',
        email: person.email,
        phoneNumber: '0501234567',
        country: 'AE',
        zipCode: '',
        message: 'Hello',
        acceptPrivacyPolicy: true,
        status: person.status as EnquiryStatus,
        createdAt: new Date(Date.UTC(2026, 10, 20 + index)),
      })),
    );
    await t.dataSource.getRepository(FamilyBooking).insert(
      people.map((person, index) => ({
        id: randomUUID(),
        createdAt: new Date(Date.UTC(2026, 10, 20 + index)),
        status: index === 0 ? FamilyBookingStatus.CANCELLED : FamilyBookingStatus.BOOKED,
        sessionId: null,
        sessionVenue: 'Dubai',
        sessionDate: person.day,
        sessionSlot: '9:00 AM - 10:30 AM',
        familyMember0: `${person.name} Sorted`,
        seats: 1,
        email: person.email,
        phone: '0501234567',
      })),
    );
  });
  afterAll(() => t.close());

  const enquiries = async (sortBy: string, sortDirection = 'ASC') =>
    (await graphql(ENQUIRIES, { sortBy, sortDirection })).enquiries.items.map(
      (row: { firstName: string }) => row.firstName,
    );
  const bookings = async (sortBy: string, sortDirection = 'ASC') =>
    (await graphql(BOOKINGS, { sortBy, sortDirection })).familyBookings.items.map(
      (row: { familyMembers: string[] }) => row.familyMembers[0].split(' ')[0],
    );

  it('sorts enquiries by the column asked for, newest first by default', async () => {
    expect(await enquiries('CREATED_AT', 'DESC')).toEqual(['Ada', 'Cem', 'Bea']);
    expect(await enquiries('NAME')).toEqual(['Ada', 'Bea', 'Cem']);
    expect(await enquiries('NAME', 'DESC')).toEqual(['Cem', 'Bea', 'Ada']);
    expect(await enquiries('EMAIL')).toEqual(['Cem', 'Ada', 'Bea']);
    expect(await enquiries('STATUS')).toEqual(['Ada', 'Cem', 'Bea']);
  });

  it('sorts family bookings by the column asked for', async () => {
    expect(await bookings('CREATED_AT', 'DESC')).toEqual(['Ada', 'Cem', 'Bea']);
    expect(await bookings('NAME')).toEqual(['Ada', 'Bea', 'Cem']);
    expect(await bookings('SESSION')).toEqual(['Cem', 'Ada', 'Bea']);
    expect(await bookings('STATUS', 'DESC')).toEqual(['Bea', 'Ada', 'Cem']);
  });
});
