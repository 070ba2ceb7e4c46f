import request from 'supertest';
import { OutboxMail } from './modules/mail/outbox-mail.entity';
import {
  VALID_ENQUIRY,
  VALID_REGISTRATION,
  addEvent,
  adminToken,
  privateToken,
  queuedMails,
  testClock,
} from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';
import { Registration } from './modules/registration/registration.entity';

/** A name that displays as 'Layla exe.pdf' but is 'Layla' RIGHT-TO-LEFT OVERRIDE 'fdp.exe'. */
const OVERRIDDEN = 'Layla\u202efdp.exe';
const NOT_ALLOWED = (label: string) => `${label} contains characters that are not allowed`;

const graphql = (t: TestApp, query: string, variables: object, token?: string) => {
  const call = request(t.app.express).post('/graphql');
  return (token ? call.set('Authorization', `Bearer ${token}`) : call).send({ query, variables });
};
const fieldErrorsOf = (res: request.Response) => res.body.errors?.[0]?.extensions?.fieldErrors;

const SUBMIT = `mutation($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const ENQUIRE = `mutation($input: EnquiryInput!) { submitEnquiry(input: $input) { id } }`;
const BOOK = `mutation($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }`;
const WAIT = `mutation($input: WaitingListInput!) { joinWaitingList(input: $input) { message } }`;
const PROFILE = `mutation($input: AdminProfileInput!) { updateAdminProfile(input: $input) { name } }`;

/**
 * Names are shown to staff (lists, the subject of the notice of a new registration) and put in mails:
 * control characters, lone surrogates and bidi overrides are refused on every path that takes one,
 * naming the field; every script's letters are names.
 */
describe.each(testDatabaseKinds())('names and tick boxes as the server takes them on $name', (kind) => {
  let t: TestApp;
  const api = () => request(t.app.express);
  const mailsTo = (recipient: string) => t.dataSource.getRepository(OutboxMail).countBy({ recipient });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
  });
  afterAll(() => t.close());

  it('refuses a bidi override, NUL or lone surrogate in an enrolment name, naming the field, and mails nobody', async () => {
    const email = `${kind.name}.override@example.com`;
    for (const [field, value, label] of [
      ['firstName', OVERRIDDEN, 'First name'],
      ['middleName', 'Bint\u0000Ali', 'Middle name'],
      ['lastName', 'Hassan\ud800', 'Last name'],
    ] as const) {
      const rest = await api()
        .post('/api/awakenLimitlessHuman')
        .send({ ...VALID_REGISTRATION, email, [field]: value })
        .expect(400);
      expect(rest.body.errors).toEqual([{ field, message: NOT_ALLOWED(label) }]);
      const viaGraphql = await graphql(t, SUBMIT, {
        input: { ...VALID_REGISTRATION, email, [field]: value },
      }).expect(200);
      expect(fieldErrorsOf(viaGraphql)).toEqual([{ field, message: NOT_ALLOWED(label) }]);
    }
    expect(await t.dataSource.getRepository(Registration).countBy({ email })).toBe(0);
    expect(await mailsTo(email)).toBe(0);
  });

  it('takes an Arabic name as written, into the staff notice subject too', async () => {
    const res = await api()
      .post('/api/awakenLimitlessHuman')
      .send({
        ...VALID_REGISTRATION,
        firstName: 'ليلى',
        lastName: 'عبد الرحمن',
        email: `${kind.name}.arabic@example.com`,
      })
      .expect(201);
    const stored = await t.dataSource.getRepository(Registration).findOneByOrFail({ id: res.body.data.id });
    expect(stored.nameAsCertificate).toBe('ليلى عبد الرحمن');
    const notice = (await queuedMails(t, stored.id)).find((mail) =>
      mail.subject.startsWith('New registration'),
    );
    expect(notice?.subject).toContain('ليلى عبد الرحمن');
  });

  it('refuses such names in the contact form on each of its paths, naming the field', async () => {
    const json = await api()
      .post('/api/contact')
      .send({ ...VALID_ENQUIRY, firstName: OVERRIDDEN })
      .expect(400);
    expect(json.body.errors).toEqual([{ field: 'firstName', message: NOT_ALLOWED('FirstName') }]);
    const viaGraphql = await graphql(t, ENQUIRE, { input: { ...VALID_ENQUIRY, lastName: 'Hassan\u0000' } });
    expect(fieldErrorsOf(viaGraphql)).toEqual([{ field: 'lastName', message: NOT_ALLOWED('LastName') }]);
    const page = await api()
      .post('/contact-us')
      .type('form')
      .send({ ...VALID_ENQUIRY, firstName: 'Layla\u2066x', acceptPrivacyPolicy: 'on' })
      .expect(400);
    expect(page.text).toContain(NOT_ALLOWED('FirstName'));
  });

  it("refuses such names in a family booking, naming the member's row", async () => {
    const res = await graphql(t, BOOK, {
      input: {
        sessionId: 'family-session-names',
        sessionSlot: '9:00 AM - 10:30 AM',
        familyMembers: ['Omar Haddad', 'Rania\u202eHaddad'],
        email: 'omar.haddad@example.com',
        phone: '(555) 123-4567',
      },
    });
    expect(fieldErrorsOf(res)).toContainEqual({
      field: 'familyMember1',
      message: NOT_ALLOWED('Family member 2 name'),
    });
  });

  it('refuses such names on a waiting list', async () => {
    const event = await addEvent(t, { seatsTaken: 10 });
    const res = await graphql(t, WAIT, {
      input: {
        kind: 'EVENT',
        id: event.id,
        firstName: OVERRIDDEN,
        lastName: 'Hassan',
        email: 'waiting.override@example.com',
        mobileNo: '0501234567',
      },
    });
    expect(fieldErrorsOf(res)).toEqual([{ field: 'firstName', message: NOT_ALLOWED('First name') }]);
    expect(await mailsTo('waiting.override@example.com')).toBe(0);
  });

  it("refuses such a name as staff's own, on REST and GraphQL", async () => {
    const token = await adminToken(t);
    const rest = await api()
      .put('/api/admin/profile')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Mariam\u202e' })
      .expect(400);
    expect(rest.body.errors).toEqual([{ field: 'name', message: NOT_ALLOWED('Name') }]);
    const viaGraphql = await graphql(t, PROFILE, { input: { name: 'Mariam\u0007Yousef' } }, token);
    expect(fieldErrorsOf(viaGraphql)).toEqual([{ field: 'name', message: NOT_ALLOWED('Name') }]);
    const arabic = await graphql(t, PROFILE, { input: { name: 'مريم يوسف' } }, token).expect(200);
    expect(arabic.body.data.updateAdminProfile.name).toBe('مريم يوسف');
  });

  it('refuses a tick box sent as text in JSON like any wrong type, and reads a multipart form post’s text', async () => {
    const email = `${kind.name}.ticks@example.com`;
    const refused = await api()
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email, termsandcondition: 'true', communicationPreferences: 'false' })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'communicationPreferences', message: 'Communication preferences must be true or false' },
      { field: 'termsandcondition', message: 'Terms and conditions must be true or false' },
    ]);
    expect(await t.dataSource.getRepository(Registration).countBy({ email })).toBe(0);

    const created = await api()
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email, communicationPreferences: true })
      .expect(201);
    const id = created.body.data.id as string;
    const token = await privateToken(t, id);
    const json = await api()
      .put(`/api/awakenLimitlessHuman/${id}`)
      .set('X-Registration-Token', token)
      .send({ isSameAddress: 'true' })
      .expect(400);
    expect(json.body.errors).toEqual([
      { field: 'isSameAddress', message: 'Same as current address must be true or false' },
    ]);
    // A form post carries only text: there 'true' and 'false' are the tick boxes.
    const form = await api()
      .put(`/api/awakenLimitlessHuman/${id}`)
      .set('X-Registration-Token', token)
      .field('currentAddress', '12 Palm Street, Dubai')
      .field('isSameAddress', 'true')
      .field('communicationPreferences', 'false')
      .expect(200);
    expect(form.body.data).toMatchObject({
      isSameAddress: true,
      permanenetAddress: '12 Palm Street, Dubai',
      communicationPreferences: false,
    });
  });
});
