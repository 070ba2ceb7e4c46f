import request from 'supertest';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import {
  JPEG,
  PNG,
  VALID_REGISTRATION,
  addEvent,
  adminToken,
  privateToken,
  queuedMails,
  testClock,
} from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { RegistrationSearchTerm } from './registration-search-term.entity';
import { Registration } from './registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) {
  submitRegistration(input: $input) { id status programme createdAt message }
}`;

describe.each(testDatabaseKinds())('registration on %s', (kind) => {
  let t: TestApp;
  const registrations = () => t.dataSource.getRepository(Registration);
  const events = () => t.dataSource.getRepository(CalendarEvent);
  const submit = (input: Record<string, unknown>) =>
    request(t.app.express).post('/graphql').send({ query: SUBMIT, variables: { input } });
  const seatsTaken = async (id: string) => (await events().findOneByOrFail({ id })).seatsTaken;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock(), env: { PUBLIC_URL: 'https://academy.example.com' } });
  });
  afterAll(() => t.close());

  describe('GraphQL mutation submitRegistration', () => {
    it('stores a registration for the next intake with the fallbacks of SPEC 5.2, pending, and queues its two mails', async () => {
      const res = await submit({
        ...VALID_REGISTRATION,
        currentAddress: '  12 Palm Street, Dubai ',
        isSameAddress: true,
      }).expect(200);
      expect(res.body.errors).toBeUndefined();
      const receipt = res.body.data.submitRegistration;
      expect(receipt).toMatchObject({
        status: 'PENDING',
        programme: 'DECODE',
        message: 'Thank you for registering! A payment link has been sent to your registered email address.',
      });
      const stored = await registrations().findOneByOrFail({ id: receipt.id });
      expect(stored).toMatchObject({
        firstName: 'Layla',
        nameAsCertificate: 'Layla Hassan',
        // As typed, and in E.164 (issue 26 §3).
        mobileNo: '050 123 4567',
        mobileNoE164: '+971501234567',
        TelNo: '050 123 4567',
        telNoE164: '+971501234567',
        currentAddress: '12 Palm Street, Dubai',
        permanenetAddress: '12 Palm Street, Dubai',
        isSameAddress: true,
        venue: 'Not provided',
        timeslot: 'Not specified',
        courseDetailDate: 'Not specified',
        courseDetailTime: 'Not specified',
        courseDetailVenue: 'Not specified',
        hearAbout: 'Not specified',
        communicationPreferences: false,
        status: 'pending',
        eventId: null,
        office: null,
      });
      expect(stored.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);

      const mails = await queuedMails(t, receipt.id);
      expect(mails.map((mail) => mail.recipient).sort()).toEqual([
        'hello@consciousliving.academy',
        'layla.hassan@example.ae',
      ]);
      const confirmation = mails.find((mail) => mail.recipient === 'layla.hassan@example.ae') as OutboxMail;
      // The outbox keeps the link's token sealed; it is put in when the mail is sent.
      expect(confirmation.text).toContain(
        `https://academy.example.com/my-registration/${receipt.id}#{{secret}}`,
      );
      expect(confirmation.attachments).toBeNull();
      const token = await privateToken(t, receipt.id);
      expect(confirmation.text).not.toContain(token);
      expect(stored.accessTokenHash).not.toContain(token);

      const terms = await t.dataSource
        .getRepository(RegistrationSearchTerm)
        .findBy({ registrationId: receipt.id });
      expect(terms.map((term) => term.term)).toEqual(
        expect.arrayContaining(['layla', 'hassan', 'decode', '0501234567']),
      );
    });

    it('names every bad field with the form’s message and stores nothing', async () => {
      const before = await registrations().count();
      const res = await submit({
        ...VALID_REGISTRATION,
        firstName: ' ',
        email: 'layla at example',
        mobileNo: '12345',
        city: '',
        dob: '2015-01-01',
        termsandcondition: false,
        hearAbout: 'TikTok',
      }).expect(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].extensions.fieldErrors).toEqual([
        { field: 'firstName', message: 'First name is required' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'mobileNo', message: 'Mobile number must be 10 digits' },
        { field: 'dob', message: 'You must be at least 18 years old to enrol' },
        { field: 'city', message: 'Please select a program from the options above' },
        { field: 'hearAbout', message: 'Please choose how you heard about us from the list' },
        { field: 'termsandcondition', message: 'You must accept the terms and conditions' },
      ]);
      expect(await registrations().count()).toBe(before);
    });

    it('takes a seat of the chosen event and records its course details, with an invitation and the payment link', async () => {
      const event = await addEvent(t, {
        location: 'Abu Dhabi, Al Reem Island',
        date: '2026-12-12',
        endDate: '2026-12-13',
      });
      const res = await submit({
        ...VALID_REGISTRATION,
        eventId: event.id,
        city: 'ignored: the event decides',
      }).expect(200);
      const { id } = res.body.data.submitRegistration;
      expect(await seatsTaken(event.id)).toBe(1);
      expect(await registrations().findOneByOrFail({ id })).toMatchObject({
        eventId: event.id,
        programme: 'DECODE',
        city: `Abu Dhabi, Al Reem Island | ${event.name} | 2026-12-12`,
        venue: 'Abu Dhabi, Al Reem Island',
        timeslot: '9:00 AM - 6:00 PM',
        courseDetailDate: 'Sat, 12 Dec 2026 to Sun, 13 Dec 2026',
        courseDetailTime: '9:00 AM - 6:00 PM',
        courseDetailVenue: 'Abu Dhabi, Al Reem Island',
        office: 'Abu Dhabi',
      });
      const confirmation = (await queuedMails(t, id)).find(
        (mail) => mail.recipient === VALID_REGISTRATION.email,
      ) as OutboxMail;
      expect(confirmation.text).toContain(
        'Pay for your seat:\nhttps://pay.example.com/decode-mind?ref=<test>&x=1',
      );
      expect(confirmation.html).toContain(
        'href="https://pay.example.com/decode-mind?ref=&lt;test&gt;&amp;x=1"',
      );
      const [invite] = JSON.parse(confirmation.attachments as string);
      expect(invite.filename).toBe('invitation.ics');
      expect(invite.content).toContain('DTSTART:20261212T050000Z');
      expect(invite.content).toContain('RRULE:FREQ=DAILY');
    });

    it('refuses a full event, a past one, a closed one and an open-entry one, taking no seat', async () => {
      const full = await addEvent(t, { seatsTaken: 10 });
      const past = await addEvent(t, { date: '2026-11-22' });
      const closed = await addEvent(t, { isOpen: false });
      const openEntry = await addEvent(t, { noEnroll: true });
      const cases: Array<[CalendarEvent, string]> = [
        [full, 'This event is full'],
        [past, 'This event is closed for enrolment'],
        [closed, 'This event is closed for enrolment'],
        [openEntry, 'This event takes no enrolments: everyone is welcome'],
      ];
      for (const [event, message] of cases) {
        const res = await submit({ ...VALID_REGISTRATION, eventId: event.id }).expect(200);
        expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
        expect(await registrations().countBy({ eventId: event.id })).toBe(0);
      }
      expect(await seatsTaken(full.id)).toBe(10);
      expect(await seatsTaken(past.id)).toBe(0);
    });

    it('takes today’s event until the day is over in Dubai', async () => {
      const today = await addEvent(t, { date: '2026-11-23' });
      const res = await submit({ ...VALID_REGISTRATION, eventId: today.id }).expect(200);
      expect(res.body.errors).toBeUndefined();
    });

    it('names an unknown event as a bad field', async () => {
      const res = await submit({ ...VALID_REGISTRATION, eventId: 'no-such-event' }).expect(200);
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'eventId', message: 'This event does not exist' }],
      });
    });

    it('sells exactly the seats there are to 50 people enrolling at once', async () => {
      const event = await addEvent(t, { seats: 10 });
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          submit({ ...VALID_REGISTRATION, email: `racer${i}@example.com`, eventId: event.id }),
        ),
      );
      const accepted = replies.filter((reply) => reply.body.data?.submitRegistration);
      const refused = replies.filter((reply) => reply.body.errors?.[0]?.message === 'This event is full');
      expect(accepted).toHaveLength(10);
      expect(refused).toHaveLength(40);
      expect(await seatsTaken(event.id)).toBe(10);
      expect(await registrations().countBy({ eventId: event.id })).toBe(10);
      expect(
        await t.dataSource.getRepository(OutboxMail).countBy({ subjectKind: 'registration' }),
      ).toBeGreaterThanOrEqual(20);
    });

    it('stores a form submitted twice at once (same submission key) once, taking one seat', async () => {
      const event = await addEvent(t);
      const input = {
        ...VALID_REGISTRATION,
        email: 'twice@example.com',
        eventId: event.id,
        submissionKey: 'form-7f3c2a91-key',
      };
      const [first, second] = await Promise.all([submit(input), submit(input)]);
      const ids = [first, second].map((reply) => reply.body.data.submitRegistration.id);
      expect(ids[0]).toBe(ids[1]);
      expect(await registrations().countBy({ email: 'twice@example.com' })).toBe(1);
      expect(await seatsTaken(event.id)).toBe(1);
      expect(await queuedMails(t, ids[0])).toHaveLength(2);
    });
  });

  describe('REST, as existing clients call it', () => {
    const api = () => request(t.app.express);
    const oldClientPayload = {
      ...VALID_REGISTRATION,
      email: 'rest.client@example.com',
      // The old client applies the fallbacks itself (its booleans are JSON booleans: text is refused).
      currentAddress: 'Not provided',
      permanenetAddress: 'Not provided',
      venue: 'Not provided',
      TelNo: '0501234567',
      timeslot: 'Not specified',
      courseDetailDate: 'Not specified',
      courseDetailTime: 'Not specified',
      courseDetailVenue: 'Not specified',
      hearAbout: 'Not specified',
      isSameAddress: false,
      communicationPreferences: true,
      termsandcondition: true,
      nameAsCertificate: 'Layla Hassan',
      levelName: '1',
    };

    it('POST /awakenLimitlessHuman stores the old payload and replies with success, message and data', async () => {
      const res = await api().post('/awakenLimitlessHuman').send(oldClientPayload).expect(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Thank you for registering! A payment link has been sent to your registered email address.',
        data: { status: 'pending', programme: 'AWAKEN', communicationPreferences: true, levelName: '1' },
      });
      expect(res.body.data._id).toBe(res.body.data.id);
      expect(res.body.data.accessTokenHash).toBeUndefined();
      expect(res.body.data.submissionKey).toBeUndefined();
    });

    it('stores a request retried without any key once (a double click on the old form)', async () => {
      const payload = { ...oldClientPayload, email: 'double.click@example.com' };
      const first = await api().post('/api/awakenLimitlessHuman').send(payload).expect(201);
      const second = await api().post('/api/awakenLimitlessHuman').send(payload).expect(200);
      expect(second.body.data.id).toBe(first.body.data.id);
      expect(await registrations().countBy({ email: 'double.click@example.com' })).toBe(1);
    });

    it('honours an Idempotency-Key header for the body it came with, refusing another (409)', async () => {
      const payload = { ...oldClientPayload, email: 'keyed@example.com' };
      const first = await api()
        .post('/api/awakenLimitlessHuman')
        .set('Idempotency-Key', 'retry-key-0001')
        .send(payload)
        .expect(201);
      const retried = await api()
        .post('/api/awakenLimitlessHuman')
        .set('Idempotency-Key', 'retry-key-0001')
        .send(payload)
        .expect(200);
      expect(retried.body.data.id).toBe(first.body.data.id);
      const changed = await api()
        .post('/api/awakenLimitlessHuman')
        .set('Idempotency-Key', 'retry-key-0001')
        .send({ ...payload, occupation: 'Changed' })
        .expect(409);
      expect(changed.body.data).toBeUndefined();
    });

    it('answers 400 naming each bad field and 409 for a full event', async () => {
      const bad = await api()
        .post('/api/awakenLimitlessHuman')
        .send({ ...oldClientPayload, mobileNo: '123' })
        .expect(400);
      expect(bad.body).toMatchObject({
        success: false,
        code: 'BAD_INPUT',
        errors: [{ field: 'mobileNo', message: 'Mobile number must be 10 digits' }],
      });
      const full = await addEvent(t, { seatsTaken: 10 });
      const conflict = await api()
        .post('/api/awakenLimitlessHuman')
        .send({ ...oldClientPayload, eventId: full.id })
        .expect(409);
      expect(conflict.body).toMatchObject({
        success: false,
        message: 'This event is full',
        error: 'This event is full',
      });
    });

    describe('one registration, by its private link', () => {
      let id: string;
      let token: string;
      let event: CalendarEvent;
      const withToken = (r: request.Test) => r.set('X-Registration-Token', token);

      beforeAll(async () => {
        event = await addEvent(t);
        const res = await api()
          .post('/api/awakenLimitlessHuman')
          .send({ ...oldClientPayload, email: 'private.link@example.com', eventId: event.id })
          .expect(201);
        id = res.body.data.id;
        token = await privateToken(t, id);
      });

      it('is read with the token (header or bearer), by nobody without it', async () => {
        const viaHeader = await withToken(api().get(`/awakenLimitlessHuman/${id}`)).expect(200);
        expect(viaHeader.body.data).toMatchObject({
          _id: id,
          email: 'private.link@example.com',
          eventId: event.id,
        });
        expect(viaHeader.body.data.event).toMatchObject({ id: event.id, name: event.name });
        await api()
          .get(`/api/awakenLimitlessHuman/${id}`)
          .set('Authorization', `Bearer ${token}`)
          .expect(200);
        const anonymous = await api().get(`/api/awakenLimitlessHuman/${id}`).expect(401);
        expect(anonymous.body.data).toBeUndefined();
        const wrong = await api()
          .get(`/api/awakenLimitlessHuman/${id}`)
          .set('X-Registration-Token', `rt_${'x'.repeat(43)}`)
          .expect(404);
        expect(wrong.body).toMatchObject({ success: false, message: 'Registration not found' });
        // Another registration's token opens only its own.
        const other = await api()
          .post('/api/awakenLimitlessHuman')
          .send({ ...oldClientPayload, email: 'other@example.com' });
        await api()
          .get(`/api/awakenLimitlessHuman/${other.body.data.id}`)
          .set('X-Registration-Token', token)
          .expect(404);
      });

      it('is read by staff with a session', async () => {
        const admin = await adminToken(t);
        await api()
          .get(`/api/awakenLimitlessHuman/${id}`)
          .set('Authorization', `Bearer ${admin}`)
          .expect(200);
      });

      it('GET /{id}/status says where it stands', async () => {
        const res = await withToken(api().get(`/api/awakenLimitlessHuman/${id}/status`)).expect(200);
        expect(res.body.data).toMatchObject({ _id: id, status: 'pending' });
      });

      it('PUT /{id} takes corrected details and photos, judged by content, stored privately', async () => {
        const res = await withToken(api().put(`/api/awakenLimitlessHuman/${id}`))
          .field('occupation', 'Counsellor')
          .field('TelNo', '+971 4 555 0101')
          .attach('idPhotofront', JPEG, { filename: 'front.jpg', contentType: 'image/jpeg' })
          .attach('profileImage', PNG, { filename: 'me.gif', contentType: 'image/gif' })
          .expect(200);
        expect(res.body.data).toMatchObject({
          occupation: 'Counsellor',
          TelNo: '+971 4 555 0101',
          idPhotofront: `/api/awakenLimitlessHuman/${id}/photos/idPhotofront`,
          profileImage: `/api/awakenLimitlessHuman/${id}/photos/profileImage`,
          idphotoback: null,
        });
        const stored = await registrations().findOneByOrFail({ id });
        expect(stored.idPhotofront).toMatch(
          new RegExp(`^registrations/${id}/idPhotofront-[0-9a-f-]{36}\\.jpg$`),
        );
        expect(stored.profileImage).toMatch(/\.png$/);

        const photo = await withToken(api().get(`/api/awakenLimitlessHuman/${id}/photos/idPhotofront`))
          .buffer(true)
          .parse((response, done) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200)
          .expect('Content-Type', 'image/jpeg')
          .expect('Cache-Control', 'private, no-store');
        expect(Buffer.compare(photo.body as Buffer, JPEG)).toBe(0);
        await api().get(`/api/awakenLimitlessHuman/${id}/photos/idPhotofront`).expect(401);
        await withToken(api().get(`/api/awakenLimitlessHuman/${id}/photos/idphotoback`)).expect(404);
      });

      it('refuses a renamed document and an over-size file, keeping the photos it had', async () => {
        const before = await registrations().findOneByOrFail({ id });
        const renamed = await withToken(api().put(`/api/awakenLimitlessHuman/${id}`))
          .attach('idphotoback', Buffer.from('%PDF-1.7 a passport scan'), {
            filename: 'back.jpg',
            contentType: 'image/jpeg',
          })
          .expect(400);
        expect(renamed.body.errors).toEqual([
          { field: 'idphotoback', message: 'ID photo back must be a JPEG, PNG or WebP image' },
        ]);
        const large = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
        const tooLarge = await withToken(api().put(`/api/awakenLimitlessHuman/${id}`))
          .attach('idPhotofront', large, { filename: 'front.jpg', contentType: 'image/jpeg' })
          .expect(413);
        expect(tooLarge.body.errors).toEqual([
          { field: 'idPhotofront', message: 'ID photo front must be at most 5 MB' },
        ]);
        const after = await registrations().findOneByOrFail({ id });
        expect(after.idPhotofront).toBe(before.idPhotofront);
        expect(after.idphotoback).toBeNull();
      });

      it('names a file sent under an unknown or a blank field name', async () => {
        const stray = await withToken(api().put(`/api/awakenLimitlessHuman/${id}`))
          .attach('passport', JPEG, { filename: 'passport.jpg', contentType: 'image/jpeg' })
          .expect(400);
        expect(stray.body.errors).toEqual([
          {
            field: 'passport',
            message: 'Unexpected file passport: send idPhotofront, idphotoback or profileImage',
          },
        ]);
        const blank = await withToken(api().put(`/api/awakenLimitlessHuman/${id}`))
          .attach(' ', JPEG, { filename: 'photo.jpg', contentType: 'image/jpeg' })
          .expect(400);
        expect(blank.body.errors).toEqual([
          {
            field: 'file',
            message: 'A file came without a field name: send idPhotofront, idphotoback or profileImage',
          },
        ]);
      });

      it('refuses to change the course through PUT and checks changed fields by the form’s rules', async () => {
        const res = await withToken(api().put(`/api/awakenLimitlessHuman/${id}`))
          .send({ city: 'Somewhere else', mobileNo: '12' })
          .expect(400);
        expect(res.body.errors).toEqual([
          { field: 'city', message: 'Workshop cannot be changed after registering; please contact us' },
          { field: 'mobileNo', message: 'Mobile number must be 10 digits' },
        ]);
      });

      it('lists the registrations of its e-mail address for its holder, nothing for anybody else’s', async () => {
        const own = await withToken(
          api().get('/api/awakenLimitlessHuman/user/Private.Link@example.com'),
        ).expect(200);
        expect(own.body.data.map((row: { _id: string }) => row._id)).toEqual([id]);
        const others = await withToken(
          api().get('/api/awakenLimitlessHuman/user/rest.client@example.com'),
        ).expect(200);
        expect(others.body.data).toEqual([]);
        // A token that opens no registration opens no list either, whatever address it names.
        const stranger = await api()
          .get('/api/awakenLimitlessHuman/user/Private.Link@example.com')
          .set('X-Registration-Token', `rt_${'x'.repeat(43)}`)
          .expect(200);
        expect(stranger.body.data).toEqual([]);
        await api().get('/api/awakenLimitlessHuman/user/rest.client@example.com').expect(401);
      });

      it('PATCH /{id}/cancel cancels once and gives the seat back', async () => {
        expect(await seatsTaken(event.id)).toBe(1);
        const res = await withToken(api().patch(`/awakenLimitlessHuman/${id}/cancel`)).expect(200);
        expect(res.body).toMatchObject({ success: true, data: { status: 'cancelled' } });
        expect(await seatsTaken(event.id)).toBe(0);
        await withToken(api().patch(`/awakenLimitlessHuman/${id}/cancel`))
          .send({ reason: 'changed plans' })
          .expect(200);
        expect(await seatsTaken(event.id)).toBe(0);
      });
    });

    it('GET / pages the list for staff only', async () => {
      await api().get('/api/awakenLimitlessHuman?page=1&limit=5').expect(401);
      const admin = await adminToken(t);
      const res = await api()
        .get('/awakenLimitlessHuman?page=1&limit=5&filters=%7B%22search%22%3A%22layla%22%7D')
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.length).toBeLessThanOrEqual(5);
      expect(res.body.pagination).toMatchObject({ currentPage: 1, page: 1, limit: 5 });
      expect(res.body.pagination.totalRegistrations).toBeGreaterThan(5);
      expect(res.body.pagination.totalPages).toBe(Math.ceil(res.body.pagination.totalRegistrations / 5));
    });
  });

  describe('phone numbers for a Dubai audience (issue 26 §3)', () => {
    const api = () => request(t.app.express);
    let sent = 0;
    const next = (overrides: Record<string, unknown>) => {
      sent += 1;
      return { ...VALID_REGISTRATION, email: `phone${sent}.${Date.now()}@example.com`, ...overrides };
    };

    it.each(['+971 50 123 4567', '050 123 4567'])(
      'takes the UAE mobile %p through GraphQL and REST, kept as typed beside its E.164 form',
      async (mobileNo) => {
        const graphql = await submit(next({ mobileNo })).expect(200);
        expect(graphql.body.errors).toBeUndefined();
        const rest = await api().post('/awakenLimitlessHuman').send(next({ mobileNo })).expect(201);
        expect(rest.body.data).toMatchObject({ mobileNo, mobileNoE164: '+971501234567', TelNo: mobileNo });
        for (const id of [graphql.body.data.submitRegistration.id, rest.body.data.id]) {
          expect(await registrations().findOneByOrFail({ id })).toMatchObject({
            mobileNo,
            mobileNoE164: '+971501234567',
            TelNo: mobileNo,
            telNoE164: '+971501234567',
          });
        }
      },
    );

    it("keeps taking an older client's ten digits, as typed and without an E.164 form", async () => {
      const res = await api()
        .post('/awakenLimitlessHuman')
        .send(next({ mobileNo: '5551234567', TelNo: 'Not provided' }))
        .expect(201);
      expect(res.body.data).toMatchObject({ mobileNo: '5551234567', mobileNoE164: null, telNoE164: null });
    });

    it('refuses a mobile or telephone that is no number, naming the field with the form message', async () => {
      const graphql = await submit(next({ mobileNo: '050 123 456', TelNo: 'ask at reception' })).expect(200);
      expect(graphql.body.errors[0].extensions.fieldErrors).toEqual([
        { field: 'mobileNo', message: 'Mobile number must be 10 digits' },
        { field: 'TelNo', message: 'Please enter a valid phone number' },
      ]);
      const rest = await api()
        .post('/awakenLimitlessHuman')
        .send(next({ mobileNo: '+971 50 123 4567; DROP TABLE' }))
        .expect(400);
      expect(rest.body.errors).toEqual([{ field: 'mobileNo', message: 'Mobile number must be 10 digits' }]);
    });

    it('lets staff find it by the number however they write it', async () => {
      const email = `findme.${Date.now()}@example.com`;
      await submit({ ...VALID_REGISTRATION, email, mobileNo: '+971 56 765 4321' }).expect(200);
      const admin = await adminToken(t);
      for (const search of ['0567654321', '+971567654321']) {
        const res = await api()
          .get(
            `/awakenLimitlessHuman?page=1&limit=5&filters=${encodeURIComponent(JSON.stringify({ search }))}`,
          )
          .set('Authorization', `Bearer ${admin}`)
          .expect(200);
        expect(
          res.body.data.map((row: { email: string; mobileNo: string }) => [row.email, row.mobileNo]),
        ).toEqual([[email, '+971 56 765 4321']]);
      }
    });
  });

  describe('the private page over GraphQL', () => {
    it('reads and cancels with the token, and tells a wrong token nothing', async () => {
      const event = await addEvent(t);
      const res = await submit({
        ...VALID_REGISTRATION,
        email: 'graphql.page@example.com',
        eventId: event.id,
      }).expect(200);
      const { id } = res.body.data.submitRegistration;
      const token = await privateToken(t, id);
      const read = await request(t.app.express)
        .post('/graphql')
        .send({
          query:
            'query($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { id status email paymentLink event { name } } }',
          variables: { id, token },
        })
        .expect(200);
      expect(read.body.data.myRegistration).toMatchObject({
        id,
        status: 'PENDING',
        event: { name: event.name },
      });
      expect(read.body.data.myRegistration.paymentLink).toBe(event.paymentLink);

      const wrong = await request(t.app.express)
        .post('/graphql')
        .send({
          query: 'query($id: ID!) { myRegistration(id: $id, token: "rt_guess") { id email } }',
          variables: { id },
        })
        .expect(200);
      expect(wrong.body.errors[0]).toMatchObject({
        message: 'Registration not found',
        extensions: { code: 'NOT_FOUND' },
      });

      const cancelled = await request(t.app.express)
        .post('/graphql')
        .send({
          query:
            'mutation($id: ID!, $token: String!) { cancelMyRegistration(id: $id, token: $token) { status } }',
          variables: { id, token },
        })
        .expect(200);
      expect(cancelled.body.data.cancelMyRegistration.status).toBe('CANCELLED');
      expect(await seatsTaken(event.id)).toBe(0);
    });
  });
});
