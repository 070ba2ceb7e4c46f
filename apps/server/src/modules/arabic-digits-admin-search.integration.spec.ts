import request from 'supertest';
import { VALID_ENQUIRY, adminToken, testClock } from '../testing/fixtures';
import { TestApp, startTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { FamilySession } from './family-session/family-session.entity';

const ENQUIRE = `mutation Submit($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }`;
const ENQUIRIES = `query List($search: String) { enquiries(search: $search) { items { id } } }`;
const BOOK = `mutation Book($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }`;
const BOOKINGS = `query List($search: String) { familyBookings(search: $search) { items { id } } }`;

/**
 * Issue 30: a visitor on an Arabic keyboard types the number in Arabic-Indic digits, and the form keeps
 * it as typed. Staff searching the enquiries and family bookings find it by the same number in western
 * digits, and a search typed in Arabic-Indic or Persian digits finds a number typed in western ones.
 */
describe.each(testDatabaseKinds())('staff search by a number in Arabic-Indic digits on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    const res = await call.send({ query, variables }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const found = async (query: string, search: string) => {
    const data = await graphql(query, { search }, admin);
    const page = data.enquiries ?? data.familyBookings;
    return (page.items as { id: string }[]).map((row) => row.id).sort();
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('finds enquiries by their number in either digits', async () => {
    const enquire = async (email: string, phoneNumber: string) =>
      (await graphql(ENQUIRE, { input: { ...VALID_ENQUIRY, email, phoneNumber } })).submitEnquiry
        .id as string;
    const arabic = await enquire('arabic@example.com', '٠٥٥ ٩٨٧ ٦٥٤٣');
    const western = await enquire('western@example.com', '052 111 2233');
    expect(await found(ENQUIRIES, '٩٨٧ ٦٥')).toEqual([arabic]);
    expect(await found(ENQUIRIES, '987 65')).toEqual([arabic]);
    expect(await found(ENQUIRIES, '055 987')).toEqual([arabic]);
    expect(await found(ENQUIRIES, '۰۵۵ ۹۸۷')).toEqual([arabic]);
    expect(await found(ENQUIRIES, '111 22')).toEqual([western]);
    expect(await found(ENQUIRIES, '١١١ ٢٢')).toEqual([western]);
    // Latin searches find what they found before.
    expect(await found(ENQUIRIES, 'western@')).toEqual([western]);
    expect(await found(ENQUIRIES, '05')).toEqual([arabic, western].sort());
  });

  it('finds family bookings by their number in either digits', async () => {
    const session: FamilySession = {
      id: 'family-session-arabic-digits',
      venue: 'Online (Zoom)',
      date: '2026-12-06',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM']),
      timeZone: 'Asia/Dubai',
      seats: 10,
      seatsTaken: 0,
      isOpen: true,
    };
    await t.dataSource.getRepository(FamilySession).insert(session);
    const book = async (email: string, phone: string) =>
      (
        await graphql(BOOK, {
          input: {
            sessionId: session.id,
            sessionSlot: '9:00 AM - 10:30 AM',
            familyMembers: ['Omar'],
            email,
            phone,
          },
        })
      ).bookFamilySession.booking.id as string;
    const arabic = await book('arabic@example.com', '٠٥٥ ٩٨٧ ٦٥٤٣');
    const western = await book('western@example.com', '052 111 2233');
    expect(await found(BOOKINGS, '٩٨٧ ٦٥')).toEqual([arabic]);
    expect(await found(BOOKINGS, '987 65')).toEqual([arabic]);
    expect(await found(BOOKINGS, '۰۵۵ ۹۸۷')).toEqual([arabic]);
    expect(await found(BOOKINGS, '١١١ ٢٢')).toEqual([western]);
    expect(await found(BOOKINGS, '111 22')).toEqual([western]);
  });
});
