import request from 'supertest';
import { adminToken } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { Enquiry } from './enquiry.entity';

const enquiry = {
  firstName: '  Layla ',
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'When does the next Decode level 1 start? Ça m’intéresse 🙏',
  acceptPrivacyPolicy: true,
};

const SUBMIT = `mutation Submit($input: EnquiryInput!) {
  submitEnquiry(input: $input) { id receivedAt }
}`;

describe.each(testDatabaseKinds())('enquiry on %s', (kind) => {
  let t: TestApp;
  const rows = () => t.dataSource.getRepository(Enquiry).find({ order: { createdAt: 'ASC' } });

  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { PUBLIC_URL: 'https://academy.example.com', CORS_ORIGINS: 'https://partner.example.org' },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.getRepository(Enquiry).clear());

  describe('GraphQL mutation submitEnquiry', () => {
    const submit = (input: unknown) =>
      request(t.app.express).post('/graphql').send({ query: SUBMIT, variables: { input } });

    it('stores a valid enquiry, trimmed, as new, and returns its receipt', async () => {
      const before = Date.now();
      const res = await submit(enquiry).expect(200);

      expect(res.body.errors).toBeUndefined();
      const receipt = res.body.data.submitEnquiry;
      expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(receipt.receivedAt)).toBeGreaterThanOrEqual(before - 1000);

      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        ...enquiry,
        id: receipt.id,
        firstName: 'Layla',
        // SPEC 3.2's 'UK' is stored as ISO spells it.
        country: 'GB',
        phoneNumberE164: '+971501234567',
        status: 'new',
        acceptPrivacyPolicy: true,
      });
      expect(stored[0].createdAt.toISOString()).toBe(receipt.receivedAt);
    });

    it('names every bad field with the form message and stores nothing', async () => {
      const res = await submit({
        ...enquiry,
        firstName: 'L',
        email: 'layla at example',
        phoneNumber: '12345',
        country: '',
        zipCode: '1',
        message: '   ',
        acceptPrivacyPolicy: false,
      }).expect(200);

      expect(res.body.data).toBeNull();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].extensions.fieldErrors).toEqual([
        { field: 'firstName', message: 'FirstName must be at least 2 characters' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'phoneNumber', message: 'Please enter a valid phone number' },
        { field: 'country', message: 'Country is required' },
        // The zip code is asked only once a country that has one is chosen.
        { field: 'message', message: 'Message is required' },
        { field: 'acceptPrivacyPolicy', message: 'AcceptPrivacyPolicy is required' },
      ]);
      expect(await rows()).toHaveLength(0);
    });

    it("quotes the sender's words to staff only: the mail to the typed address carries neither message nor a name like a link", async () => {
      const lure = {
        ...enquiry,
        firstName: 'WIN A PRIZE at https://evil.example',
        email: 'victim@example.com',
        message: 'URGENT: your account is locked. Verify at https://evil.example/login',
      };
      const res = await submit(lure).expect(200);
      const id = res.body.data.submitEnquiry.id;
      const mails = await t.dataSource.getRepository(OutboxMail).findBy({ subjectId: id });
      expect(mails).toHaveLength(2);
      const confirmation = mails.find((mail) => mail.recipient === 'victim@example.com') as OutboxMail;
      const notice = mails.find((mail) => mail.recipient !== 'victim@example.com') as OutboxMail;
      for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
        expect(part).not.toMatch(/evil\.example|WIN A PRIZE|URGENT|Verify/);
      }
      expect(confirmation.text).toMatch(/^Hello,$/m);
      expect(notice.text).toContain('WIN A PRIZE at https://evil.example');
      expect(notice.text).toContain(lure.message);

      // A name that is a name is still greeted by it.
      const plain = await submit({ ...enquiry, firstName: "Anne-Marie O'Neil" }).expect(200);
      const [greeted] = (
        await t.dataSource.getRepository(OutboxMail).findBy({ subjectId: plain.body.data.submitEnquiry.id })
      ).filter((mail) => mail.recipient === enquiry.email);
      expect(greeted.text).toMatch(/^Dear Anne-Marie O'Neil,$/m);
      expect(greeted.text).not.toContain(enquiry.message);
    });

    it('rejects a missing input field before the resolver runs, with a 400', async () => {
      const { message: _omitted, ...withoutMessage } = enquiry;
      const res = await submit(withoutMessage).expect(400);
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].message).toContain('message');
      expect(await rows()).toHaveLength(0);
    });
  });

  describe('POST /api/contact', () => {
    const post = () => request(t.app.express).post('/api/contact');

    it('takes the SPEC payload and answers 201 with JSON', async () => {
      const res = await post().send(enquiry).expect(201).expect('Content-Type', /json/);
      expect(res.body).toMatchObject({ success: true, message: 'Message sent successfully!' });
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0].id).toBe(res.body.data.id);
      expect(stored[0].message).toBe(enquiry.message);
    });

    it('ignores fields it does not know instead of storing them', async () => {
      await post()
        .send({ ...enquiry, status: 'answered', id: 'chosen-by-client' })
        .expect(201);
      const [stored] = await rows();
      expect(stored.status).toBe('new');
      expect(stored.id).not.toBe('chosen-by-client');
    });

    it('answers 400 naming each bad field, and stores nothing', async () => {
      const res = await post()
        .send({ ...enquiry, lastName: '', email: 'a@b', acceptPrivacyPolicy: 'yes' })
        .expect(400)
        .expect('Content-Type', /json/);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toEqual([
        { field: 'lastName', message: 'LastName is required' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'acceptPrivacyPolicy', message: 'AcceptPrivacyPolicy is required' },
      ]);
      expect(await rows()).toHaveLength(0);
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await post().set('Content-Type', 'application/json').send('{"firstName": "La').expect(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'BAD_INPUT',
        message: 'The request body is not valid JSON',
      });
    });

    it('answers 400 for a JSON body that is not an object', async () => {
      const res = await post().set('Content-Type', 'application/json').send('[1,2]').expect(400);
      expect(res.body.errors).toEqual([{ field: 'body', message: 'The request body must be a JSON object' }]);
    });

    it('answers 415 for a body that is not JSON', async () => {
      const res = await post().type('form').send('firstName=Layla').expect(415);
      expect(res.body.message).toBe('Content-Type must be application/json');
    });

    it('answers 413 for a body over the size limit', async () => {
      const res = await post()
        .send({ ...enquiry, message: 'x'.repeat(200_000) })
        .expect(413);
      expect(res.body.success).toBe(false);
      expect(await rows()).toHaveLength(0);
    });

    it('keeps every enquiry when many arrive at once', async () => {
      const sends = Array.from({ length: 20 }, (_, i) => post().send({ ...enquiry, zipCode: `Z${100 + i}` }));
      const replies = await Promise.all(sends);
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect((await rows()).map((r) => r.zipCode).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `Z${100 + i}`).sort(),
      );
    });
  });

  describe('phone numbers and countries for a Dubai audience (issue 26 §3)', () => {
    const post = (body: object) => request(t.app.express).post('/api/contact').send(body);
    const fromDubai = { ...enquiry, country: 'AE', zipCode: '' };

    it.each(['+971 50 123 4567', '050 123 4567'])(
      'takes the UAE mobile %p without a zip code, kept as typed beside its E.164 form',
      async (phoneNumber) => {
        const { zipCode: _none, ...withoutZip } = fromDubai;
        await post({ ...withoutZip, phoneNumber }).expect(201);
        const [stored] = await rows();
        expect(stored).toMatchObject({
          phoneNumber,
          phoneNumberE164: '+971501234567',
          country: 'AE',
          zipCode: '',
        });
      },
    );

    it('takes the same through GraphQL, where the zip code may be left out', async () => {
      const { zipCode: _none, ...input } = { ...fromDubai, phoneNumber: '050 123 4567' };
      const res = await request(t.app.express)
        .post('/graphql')
        .send({ query: SUBMIT, variables: { input } })
        .expect(200);
      expect(res.body.errors).toBeUndefined();
      expect((await rows())[0]).toMatchObject({
        phoneNumber: '050 123 4567',
        phoneNumberE164: '+971501234567',
      });
    });

    it('refuses what is not a number, naming the field, and stores nothing', async () => {
      for (const phoneNumber of ['call me maybe', '050 123 456', '+971 50 123 4567 ext 2', '((((((((((']) {
        const res = await post({ ...fromDubai, phoneNumber }).expect(400);
        expect(res.body.errors).toEqual([
          { field: 'phoneNumber', message: 'Please enter a valid phone number' },
        ]);
      }
      expect(await rows()).toHaveLength(0);
    });

    it('asks the zip code where addresses have one', async () => {
      const res = await post({ ...enquiry, country: 'IN', zipCode: '' }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'zipCode', message: 'ZipCode is required' }]);
      const unknown = await post({ ...enquiry, country: 'XX' }).expect(400);
      expect(unknown.body.errors).toEqual([
        { field: 'country', message: 'Country must be one of the listed countries (an ISO code such as AE)' },
      ]);
    });

    it("keeps taking an older client's SPEC payload: a zip code, 'UK', ten digits", async () => {
      for (const [country, stored] of [
        ['US', 'US'],
        ['IN', 'IN'],
        ['UK', 'GB'],
        ['CA', 'CA'],
        ['AU', 'AU'],
      ]) {
        await post({ ...enquiry, country, zipCode: '10001', phoneNumber: '5551234567' }).expect(201);
        expect((await rows()).at(-1)).toMatchObject({
          country: stored,
          zipCode: '10001',
          phoneNumber: '5551234567',
        });
      }
      // A number of none of them: kept as typed, without an E.164 form.
      expect((await rows())[0].phoneNumberE164).toBeNull();
    });

    it("reads a number without a country code as the chosen country's when it is no UAE number", async () => {
      await post({ ...enquiry, country: 'UK', phoneNumber: '020 7946 0958' }).expect(201);
      expect((await rows())[0]).toMatchObject({
        phoneNumber: '020 7946 0958',
        phoneNumberE164: '+442079460958',
      });
    });

    it('shows staff the number as typed, in the REST list and GraphQL, with the E.164 form', async () => {
      await post({ ...fromDubai, phoneNumber: '050 123 4567' }).expect(201);
      const admin = await adminToken(t);
      const list = await request(t.app.express)
        .get('/api/contact')
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(list.body.data[0]).toMatchObject({
        phoneNumber: '050 123 4567',
        contactNo: '050 123 4567',
        phoneNumberE164: '+971501234567',
        country: 'AE',
        countryName: 'United Arab Emirates',
      });
    });
  });

  describe('POST /contact-us, the page form sent without its script', () => {
    const form = () => request(t.app.express).post('/contact-us').type('form');
    const fields = {
      firstName: 'Layla',
      lastName: 'Hassan',
      email: 'no.script@example.com',
      phoneNumber: '+971 50 123 4567',
      country: 'UK',
      zipCode: 'SW1A 1AA',
      message: 'Sent <without> JavaScript',
    };

    it('stores the enquiry and answers with a plain page, no personal data in any address', async () => {
      const res = await form()
        .send({ ...fields, acceptPrivacyPolicy: 'on' })
        .expect(200)
        .expect('Content-Type', /html/);
      expect(res.text).toContain('Message sent successfully!');
      expect(res.headers.location).toBeUndefined();
      expect((await rows()).map((row) => row.message)).toEqual(['Sent <without> JavaScript']);
    });

    it("refuses a form posted from another site's page with 403, and stores and mails nothing", async () => {
      const mailsBefore = await t.dataSource.getRepository(OutboxMail).count();
      const crossSite = [
        { Origin: 'https://evil.example' },
        // A page whose Referrer-Policy is no-referrer posts with the opaque origin.
        { Origin: 'null' },
        { Origin: 'https://academy.example.com.evil.example' },
        { Origin: 'http://academy.example.com' },
        { Referer: 'https://evil.example/win-a-prize' },
        { Referer: 'not a url' },
        // Origin decides when both are sent.
        { Origin: 'https://evil.example', Referer: 'https://academy.example.com/contact-us' },
      ];
      for (const headers of crossSite) {
        const res = await form()
          .set(headers)
          .send({ ...fields, acceptPrivacyPolicy: 'on' });
        expect({ headers, status: res.status }).toEqual({ headers, status: 403 });
        expect(res.body.code).toBe('FORBIDDEN');
      }
      expect(await rows()).toHaveLength(0);
      expect(await t.dataSource.getRepository(OutboxMail).count()).toBe(mailsBefore);
    });

    it("takes a form from the site's own page (by Origin, or by Referer without one) and from a CORS_ORIGINS page", async () => {
      const allowed = [
        { Origin: 'https://academy.example.com' },
        { Referer: 'https://academy.example.com/contact-us?from=menu' },
        { Origin: 'https://partner.example.org' },
        // Neither header: not a browser (a browser always names the page of a cross-site post), as
        // the JSON path takes such clients too.
        {},
      ];
      for (const [n, headers] of allowed.entries()) {
        const res = await form()
          .set(headers)
          .send({ ...fields, zipCode: `Z${n}00`, acceptPrivacyPolicy: 'on' });
        expect({ headers, status: res.status }).toEqual({ headers, status: 200 });
      }
      expect((await rows()).map((row) => row.zipCode)).toEqual(['Z000', 'Z100', 'Z200', 'Z300']);
    });

    it('lists what to correct, escaped, and stores nothing', async () => {
      const res = await form()
        .send({ ...fields, email: '<b>@x' })
        .expect(400);
      expect(res.text).toContain('Please enter a valid email address');
      expect(res.text).toContain('AcceptPrivacyPolicy is required');
      expect(res.text).not.toContain('<b>');
      expect(await rows()).toHaveLength(0);
    });
  });
});
