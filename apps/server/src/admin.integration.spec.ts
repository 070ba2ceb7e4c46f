import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AuditEntry } from './modules/audit/audit-entry.entity';
import { CalendarEvent } from './modules/calendar-event/calendar-event.entity';
import { OutboxMail } from './modules/mail/outbox-mail.entity';
import { RegistrationSearchTerm } from './modules/registration/registration-search-term.entity';
import { Registration } from './modules/registration/registration.entity';
import { JPEG, VALID_REGISTRATION, addEvent, adminToken, privateToken, testClock } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

const gql = (t: TestApp, token: string, query: string, variables: Record<string, unknown> = {}) =>
  request(t.app.express).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });

const EVENT_INPUT = {
  name: 'Decode Your Mind: Winter Intensive',
  programme: 'DECODE',
  level: 'Level 1: Decode Your Mind',
  date: '2026-12-19',
  time: '9:00 AM - 6:00 PM',
  location: 'Dubai, Business Bay',
  trainer: 'Vikram Rao',
  seats: 3,
  paymentLink: 'https://pay.example.com/winter',
};

describe.each(testDatabaseKinds())('staff work on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const enrol = (overrides: Record<string, unknown>) =>
    request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, ...overrides });

  // A clock that moves on a millisecond each time it is read, so the history has an order to keep.
  let tick = 0;
  const clock = { now: () => new Date(testClock().now().getTime() + (tick += 1)) };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    token = await adminToken(t, 'mariam@example.com');
  });
  afterAll(() => t.close());

  describe('registrations', () => {
    it('pages 10 at a time, newest first, and searches by word prefixes of name, e-mail, level and workshop', async () => {
      for (let i = 0; i < 12; i += 1) {
        await enrol({
          firstName: `Paged${String(i).padStart(2, '0')}`,
          lastName: 'Tester',
          email: `paged${i}@example.com`,
        });
      }
      const query = `query($page: Int!, $search: String) {
        registrations(page: $page, search: $search) { total page limit totalPages items { firstName email } }
      }`;
      const first = await gql(t, token, query, { page: 1, search: 'paged tester' }).expect(200);
      expect(first.body.data.registrations).toMatchObject({ total: 12, page: 1, limit: 10, totalPages: 2 });
      expect(first.body.data.registrations.items).toHaveLength(10);
      const second = await gql(t, token, query, { page: 2, search: 'tester paged' }).expect(200);
      expect(
        second.body.data.registrations.items.map((r: { firstName: string }) => r.firstName),
      ).toHaveLength(2);
      const byEmail = await gql(t, token, query, { page: 1, search: 'paged11@exa' }).expect(200);
      expect(byEmail.body.data.registrations.items).toEqual([
        { firstName: 'Paged11', email: 'paged11@example.com' },
      ]);
      // A prefix beginning two of one registration's words finds it once; one beginning many terms too.
      await enrol({ firstName: 'Danah', lastName: 'Danaher', email: 'dh@example.com' });
      const twoTerms = await gql(t, token, query, { page: 1, search: 'dana' }).expect(200);
      expect(twoTerms.body.data.registrations).toMatchObject({
        total: 1,
        items: [{ firstName: 'Danah', email: 'dh@example.com' }],
      });
      const manyTerms = await gql(t, token, query, { page: 1, search: 'pag' }).expect(200);
      expect(manyTerms.body.data.registrations).toMatchObject({ total: 12, totalPages: 2 });
      const none = await gql(t, token, query, { page: 1, search: 'zzznobody' }).expect(200);
      expect(none.body.data.registrations).toMatchObject({ total: 0, items: [], totalPages: 0 });
      // LIKE's wildcards are no words: such a search is no search, not a match-anything pattern.
      const all = await gql(t, token, query, { page: 1 }).expect(200);
      const wildcard = await gql(t, token, query, { page: 1, search: '%_' }).expect(200);
      expect(wildcard.body.data.registrations.total).toBe(all.body.data.registrations.total);
    });

    it('sorts by a column and refuses a page larger than 100', async () => {
      const sorted = await gql(
        t,
        token,
        `{ registrations(search: "paged", sortBy: NAME, sortDirection: ASC, limit: 3) { items { firstName } } }`,
      ).expect(200);
      expect(sorted.body.data.registrations.items.map((r: { firstName: string }) => r.firstName)).toEqual([
        'Paged00',
        'Paged01',
        'Paged02',
      ]);
      const big = await gql(t, token, '{ registrations(limit: 500) { total } }').expect(200);
      expect(big.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'limit', message: 'limit must be from 1 to 100' }],
      });
    });

    it('moves a registration through its statuses, freeing and taking the seat, each change recorded', async () => {
      const event = await addEvent(t);
      const { body } = await enrol({ email: 'status@example.com', eventId: event.id }).expect(201);
      const id = body.data.id as string;
      const seats = async () =>
        (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id })).seatsTaken;
      const set = (status: string) =>
        gql(
          t,
          token,
          'mutation($id: ID!, $status: RegistrationStatus!) { setRegistrationStatus(id: $id, status: $status) { status } }',
          { id, status },
        );
      expect((await set('CONFIRMED').expect(200)).body.data.setRegistrationStatus.status).toBe('CONFIRMED');
      expect(await seats()).toBe(1);
      await set('CANCELLED').expect(200);
      expect(await seats()).toBe(0);
      await set('PENDING').expect(200);
      expect(await seats()).toBe(1);
      const details = await gql(
        t,
        token,
        'query($id: ID!) { registration(id: $id) { status history { actor action summary at } } }',
        { id },
      ).expect(200);
      expect(
        details.body.data.registration.history.map((entry: { summary: string }) => entry.summary),
      ).toEqual(['Status pending → confirmed', 'Status confirmed → cancelled', 'Status cancelled → pending']);
      expect(details.body.data.registration.history[0].actor).toBe('mariam@example.com');
    });

    it('erases a registration with its photos, mails and search words, giving its seat back', async () => {
      const event = await addEvent(t);
      const { body } = await enrol({ email: 'erase.me@example.com', eventId: event.id }).expect(201);
      const id = body.data.id as string;
      const registrantToken = await privateToken(t, id);
      await request(t.app.express)
        .put(`/api/awakenLimitlessHuman/${id}`)
        .set('X-Registration-Token', registrantToken)
        .attach('idPhotofront', JPEG, 'front.jpg')
        .expect(200);
      const photoKey = (await t.dataSource.getRepository(Registration).findOneByOrFail({ id }))
        .idPhotofront as string;
      const photoFile = join(t.config.dataDir, 'uploads', photoKey);
      expect(existsSync(photoFile)).toBe(true);

      const erased = await gql(t, token, 'mutation($id: ID!) { eraseRegistration(id: $id) }', { id }).expect(
        200,
      );
      expect(erased.body.data.eraseRegistration).toBe(true);
      expect(await t.dataSource.getRepository(Registration).countBy({ id })).toBe(0);
      expect(await t.dataSource.getRepository(RegistrationSearchTerm).countBy({ registrationId: id })).toBe(
        0,
      );
      expect(await t.dataSource.getRepository(OutboxMail).countBy({ subjectId: id })).toBe(0);
      expect(existsSync(photoFile)).toBe(false);
      expect(
        (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id })).seatsTaken,
      ).toBe(0);
      await request(t.app.express)
        .get(`/api/awakenLimitlessHuman/${id}`)
        .set('X-Registration-Token', registrantToken)
        .expect(404);
    });

    it('GET /api/registration lists for staff in the shape SPEC 7 names', async () => {
      const res = await request(t.app.express)
        .get('/api/registration')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'Registrations retrieved successfully' });
      expect(Array.isArray(res.body.data)).toBe(true);
      expect(res.body.data[0]).toHaveProperty('_id');
      expect(res.body.pagination.total).toBeGreaterThanOrEqual(res.body.data.length);
    });
  });

  describe('enquiries', () => {
    let id: string;
    beforeAll(async () => {
      const res = await request(t.app.express)
        .post('/api/contact')
        .send({
          firstName: '=cmd|calc',
          lastName: 'Hassan',
          email: 'enquirer@example.com',
          phoneNumber: '+971 50 123 4567',
          country: 'IN',
          zipCode: '110001',
          message: 'Please call me',
          acceptPrivacyPolicy: true,
        })
        .expect(201);
      id = res.body.data.id;
    });

    it('are listed with their totals and searched by name, e-mail, country, phone and status', async () => {
      const query =
        'query($search: String) { enquiries(search: $search) { total items { id fullName countryName status } } }';
      for (const search of ['hassan', 'enquirer@', 'india', '123 4567', 'new']) {
        const res = await gql(t, token, query, { search }).expect(200);
        expect(res.body.data.enquiries.items.map((item: { id: string }) => item.id)).toContain(id);
      }
      const rest = await request(t.app.express)
        .get('/api/contact')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(rest.body).toMatchObject({ success: true, pagination: { total: 1 } });
      expect(rest.body.data[0]).toMatchObject({
        _id: id,
        fullName: '=cmd|calc Hassan',
        contactNo: '+971 50 123 4567',
      });
    });

    it('move from new to in progress to resolved, recorded', async () => {
      const set = (status: string) =>
        gql(
          t,
          token,
          'mutation($id: ID!, $status: EnquiryStatus!) { setEnquiryStatus(id: $id, status: $status) { status history { summary } } }',
          { id, status },
        );
      await set('IN_PROGRESS').expect(200);
      const done = await set('RESOLVED').expect(200);
      expect(done.body.data.setEnquiryStatus.status).toBe('RESOLVED');
      expect(done.body.data.setEnquiryStatus.history.map((h: { summary: string }) => h.summary)).toEqual([
        'Status new → in_progress',
        'Status in_progress → resolved',
      ]);
    });

    it('export as CSV over a date range, formulas neutralized', async () => {
      const res = await gql(
        t,
        token,
        'query($from: DateTimeISO!, $to: DateTimeISO!) { exportCsv(table: ENQUIRIES, from: $from, to: $to) { filename rows content } }',
        // November's days in Dubai (UTC+4), as the admin screen sends them.
        {
          from: '2026-10-31T20:00:00.000Z',
          to: '2026-11-30T20:00:00.000Z',
        },
      ).expect(200);
      const csv = res.body.data.exportCsv;
      expect(csv.filename).toBe('enquiries-2026-11-01-to-2026-11-30.csv');
      expect(csv.rows).toBe(1);
      expect(csv.content).toMatch(
        /^\uFEFFEnquiry,Received at,Status,First name,Last name,Email,Phone,Country,Zip code,Message\n/,
      );
      // Received at in Dubai time, with its offset.
      expect(csv.content).toContain(',2026-11-23T12:00:00+04:00,resolved,');
      expect(csv.content).toContain(
        `,resolved,'=cmd|calc,Hassan,enquirer@example.com,'+971 50 123 4567,IN,110001,Please call me`,
      );
      const outside = await gql(
        t,
        token,
        '{ exportCsv(table: ENQUIRIES, from: "2026-10-01T00:00:00.000Z", to: "2026-11-01T00:00:00.000Z") { rows } }',
      ).expect(200);
      expect(outside.body.data.exportCsv.rows).toBe(0);
    });

    it('is erased for good with its mails', async () => {
      await gql(t, token, 'mutation($id: ID!) { eraseEnquiry(id: $id) }', { id }).expect(200);
      expect(await t.dataSource.getRepository(OutboxMail).countBy({ subjectId: id })).toBe(0);
      const gone = await gql(t, token, 'query($id: ID!) { enquiry(id: $id) { id } }', { id }).expect(200);
      expect(gone.body.errors[0]).toMatchObject({
        message: 'Enquiry not found',
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });

  describe('the event manager', () => {
    const upcoming = async () => {
      const res = await request(t.app.express)
        .post('/graphql')
        .send({ query: '{ calendarEvents(programme: DECODE, upcoming: true) { id name enrollable seats } }' })
        .expect(200);
      return res.body.data.calendarEvents as Array<{
        id: string;
        name: string;
        enrollable: boolean;
        seats: number;
      }>;
    };

    it('creates, changes, closes, reopens and deletes an event, the public calendar following at once', async () => {
      const created = await gql(
        t,
        token,
        'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id price seats availability history { summary } } }',
        { input: EVENT_INPUT },
      ).expect(200);
      const event = created.body.data.createCalendarEvent;
      // Its fee is its level's in the catalogue: staff do not type it.
      expect(event).toMatchObject({ price: 'AED 1,465', seats: 3, availability: 'OPEN' });
      expect(await upcoming()).toContainEqual({
        id: event.id,
        name: EVENT_INPUT.name,
        enrollable: true,
        seats: 3,
      });

      await enrol({ email: 'manager1@example.com', eventId: event.id }).expect(201);
      await enrol({ email: 'manager2@example.com', eventId: event.id }).expect(201);
      const tooFew = await gql(
        t,
        token,
        'mutation($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { seats } }',
        { id: event.id, input: { ...EVENT_INPUT, seats: 1 } },
      ).expect(200);
      expect(tooFew.body.errors[0].extensions.fieldErrors).toEqual([
        { field: 'seats', message: 'Seats cannot be fewer than the 2 already taken' },
      ]);
      const more = await gql(
        t,
        token,
        'mutation($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { seats seatsLeft location } }',
        { id: event.id, input: { ...EVENT_INPUT, seats: 5, location: 'Dubai, Al Barsha' } },
      ).expect(200);
      expect(more.body.data.updateCalendarEvent).toEqual({
        seats: 5,
        seatsLeft: 3,
        location: 'Dubai, Al Barsha',
      });

      await gql(
        t,
        token,
        'mutation($id: ID!) { setCalendarEventOpen(id: $id, open: false) { availability } }',
        { id: event.id },
      ).expect(200);
      expect((await upcoming()).find((e) => e.id === event.id)?.enrollable).toBe(false);
      const refused = await enrol({ email: 'manager3@example.com', eventId: event.id }).expect(409);
      expect(refused.body.message).toBe('This event is closed for enrolment');
      await gql(
        t,
        token,
        'mutation($id: ID!) { setCalendarEventOpen(id: $id, open: true) { availability } }',
        { id: event.id },
      ).expect(200);
      await enrol({ email: 'manager3@example.com', eventId: event.id }).expect(201);

      const kept = await gql(t, token, 'mutation($id: ID!) { deleteCalendarEvent(id: $id) }', {
        id: event.id,
      }).expect(200);
      expect(kept.body.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
      expect(kept.body.errors[0].message).toMatch(/holds 3 registration/);

      const empty = await gql(
        t,
        token,
        'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }',
        { input: EVENT_INPUT },
      ).expect(200);
      const emptyId = empty.body.data.createCalendarEvent.id;
      await gql(t, token, 'mutation($id: ID!) { deleteCalendarEvent(id: $id) }', { id: emptyId }).expect(200);
      expect((await upcoming()).map((e) => e.id)).not.toContain(emptyId);
    });

    it('names every bad field of an event', async () => {
      const res = await gql(
        t,
        token,
        'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }',
        {
          input: {
            ...EVENT_INPUT,
            name: ' ',
            date: '2026-02-30',
            endDate: '2026-01-01',
            seats: 0,
            offerAmount: 100,
            paymentLink: 'http://pay.example.com',
          },
        },
      ).expect(200);
      expect(res.body.errors[0].extensions.fieldErrors.map((e: { field: string }) => e.field)).toEqual([
        'name',
        'date',
        'endDate',
        'seats',
        'offerName',
        'offerEndsOn',
        'paymentLink',
      ]);
    });

    it('names a date with no such month as a bad field, not a server error', async () => {
      const res = await gql(
        t,
        token,
        'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }',
        { input: { ...EVENT_INPUT, date: '2026-13-01', endDate: '2026-12-32' } },
      ).expect(200);
      expect(res.body.errors[0].extensions.fieldErrors).toEqual([
        { field: 'date', message: 'Date must be a real day, YYYY-MM-DD' },
        { field: 'endDate', message: 'End date must be a real day, YYYY-MM-DD' },
      ]);
    });

    it('manages family sessions the same way, and lists and cancels their bookings', async () => {
      const created = await gql(
        t,
        token,
        'mutation($input: FamilySessionInput!) { createFamilySession(input: $input) { id seats availability timeSlots } }',
        {
          input: {
            venue: 'Dubai, Al Barsha studio',
            date: '2026-12-13',
            timeSlots: ['10:00 AM - 11:30 AM'],
            seats: 4,
          },
        },
      ).expect(200);
      const session = created.body.data.createFamilySession;
      expect(session).toMatchObject({ seats: 4, availability: 'OPEN', timeSlots: ['10:00 AM - 11:30 AM'] });
      const booked = await request(t.app.express)
        .post('/graphql')
        .send({
          query:
            'mutation($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }',
          variables: {
            input: {
              sessionId: session.id,
              sessionSlot: '10:00 AM - 11:30 AM',
              familyMembers: ['Omar Haddad', 'Rania Haddad'],
              email: 'family@example.com',
              phone: '5551234567',
            },
          },
        })
        .expect(200);
      const bookingId = booked.body.data.bookFamilySession.booking.id;
      const list = await gql(
        t,
        token,
        '{ familyBookings(search: "rania") { total items { id familyMembers status } } }',
      ).expect(200);
      expect(list.body.data.familyBookings.items).toContainEqual({
        id: bookingId,
        familyMembers: ['Omar Haddad', 'Rania Haddad'],
        status: 'BOOKED',
      });
      const tooFew = await gql(
        t,
        token,
        'mutation($id: ID!, $input: FamilySessionInput!) { updateFamilySession(id: $id, input: $input) { seats } }',
        {
          id: session.id,
          input: {
            venue: 'Dubai, Al Barsha studio',
            date: '2026-12-13',
            timeSlots: ['10:00 AM - 11:30 AM'],
            seats: 1,
          },
        },
      ).expect(200);
      expect(tooFew.body.errors[0].extensions.fieldErrors).toEqual([
        { field: 'seats', message: 'Seats cannot be fewer than the 2 already taken' },
      ]);
      await gql(t, token, 'mutation($id: ID!) { cancelFamilyBooking(id: $id) { status } }', {
        id: bookingId,
      }).expect(200);
      const after = await gql(t, token, '{ adminFamilySessions { items { id seatsTaken } } }').expect(200);
      expect(after.body.data.adminFamilySessions.items).toContainEqual({ id: session.id, seatsTaken: 0 });
      await gql(t, token, 'mutation($id: ID!) { deleteFamilySession(id: $id) }', { id: session.id }).expect(
        200,
      );
    });

    it('reads the histories of a listed page in one query, each row its own', async () => {
      const ids: string[] = [];
      for (const name of ['History check A', 'History check B']) {
        const created = await gql(
          t,
          token,
          'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }',
          { input: { ...EVENT_INPUT, name } },
        ).expect(200);
        ids.push(created.body.data.createCalendarEvent.id);
      }
      await gql(
        t,
        token,
        'mutation($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { id } }',
        { id: ids[1], input: { ...EVENT_INPUT, name: 'History check B', seats: 4 } },
      ).expect(200);
      const reads = jest.spyOn(t.dataSource.manager, 'find');
      const listed = await gql(
        t,
        token,
        '{ adminCalendarEvents(limit: 50) { items { id history { action } } } }',
      ).expect(200);
      const historyReads = reads.mock.calls.filter(([target]) => target === AuditEntry).length;
      reads.mockRestore();
      const actions = new Map(
        (
          listed.body.data.adminCalendarEvents.items as Array<{
            id: string;
            history: Array<{ action: string }>;
          }>
        ).map((item) => [item.id, item.history.map((entry) => entry.action)]),
      );
      expect(historyReads).toBe(1);
      expect(actions.get(ids[0])).toEqual(['event.create']);
      expect(actions.get(ids[1])).toEqual(['event.create', 'event.update']);
      for (const id of ids) {
        await gql(t, token, 'mutation($id: ID!) { deleteCalendarEvent(id: $id) }', { id }).expect(200);
      }
    });
  });

  describe('the API for integrators', () => {
    it('refuses a query nested too deep, and a batch of operations, before running them', async () => {
      const deep = await gql(
        t,
        token,
        '{ registrations { items { event { id } history { actor } } } }',
      ).expect(200);
      expect(deep.body.errors).toBeUndefined();
      const nested = `{ a: __typename ${'x'.repeat(0)} registrations { items { event { id name } } } }`;
      expect((await gql(t, token, nested)).status).toBe(200);
      const wide = `{ ${Array.from({ length: 20 }, (_, i) => `r${i}: registrations(limit: 100) { items { firstName lastName email city levelName event { name date } } }`).join(' ')} }`;
      const refused = await gql(t, token, wide).expect(400);
      expect(refused.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      expect(refused.body.errors[0].message).toMatch(/^The query costs \d+; at most 16000 is allowed/);
      const batch = await request(t.app.express)
        .post('/graphql')
        .send([{ query: '{ health { status } }' }, { query: '{ health { status } }' }]);
      expect(batch.status).toBe(400);
    });

    it('answers introspection, also in production, unless a setting turns it off', async () => {
      const production = await startTestApp(kind, {
        env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) },
      });
      const off = await startTestApp(kind, { env: { GRAPHQL_INTROSPECTION: 'false' } });
      try {
        const query = {
          query:
            '{ __schema { queryType { name } types { name fields { name type { name ofType { name ofType { name } } } } } } }',
        };
        const res = await request(production.app.express).post('/graphql').send(query).expect(200);
        expect(res.body.data.__schema.queryType.name).toBe('Query');
        const refused = await request(off.app.express).post('/graphql').send(query);
        expect(refused.body.errors[0].message).toMatch(/introspection/i);
      } finally {
        await production.close();
        await off.close();
      }
    });
  });
});
