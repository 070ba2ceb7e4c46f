import { createHash } from 'node:crypto';
import { providerToday } from '@academy/content';
import request from 'supertest';
import { VALID_REGISTRATION, addEvent, adminToken } from '../../testing/fixtures';
import { fakeWebBuild } from '../../testing/fake-web-build';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CERTIFICATE_LOOKUPS } from './lookup-throttle';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const FACE_FIELDS = [
  'number',
  'status',
  'replacedBy',
  'revokedAt',
  'nameAsCertificate',
  'programme',
  'levelName',
  'startDate',
  'endDate',
  'trainer',
  'issuedAt',
];
const STAFF = { id: null, label: 'office@example.com' };
const day = (offset: number) => providerToday(new Date(Date.now() + offset * 86_400_000));

/** What the (fake) renderer was told the page shows. */
const shown = (html: string) => JSON.parse(/ shows (\{.*\})<\/body>/.exec(html)?.[1] ?? 'null');

describe.each(testDatabaseKinds())('the verification page rendered by the server ($name)', (kind) => {
  jest.setTimeout(60_000);
  let web: ReturnType<typeof fakeWebBuild>;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    web = fakeWebBuild();
    t = await startTestApp(kind, { webBuildDir: web.clientDir });
    token = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  /** A certificate issued to a registration of an event that ended yesterday. */
  async function issued(): Promise<string> {
    const event = await addEvent(t, { date: day(10), endDate: day(11) });
    const input = { ...VALID_REGISTRATION, email: 'page-learner@example.com', eventId: event.id };
    const res = await request(t.app.express).post('/graphql').send({ query: SUBMIT, variables: { input } });
    const id = res.body.data.submitRegistration.id as string;
    await t.dataSource.getRepository(CalendarEvent).update(event.id, { date: day(-2), endDate: day(-1) });
    await t.app.services.get('completion').markCompleted(id, 'Attended both days', STAFF);
    const issue = await request(t.app.express).post('/graphql').set('Authorization', `Bearer ${token}`).send({
      query: `mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`,
      variables: { id },
    });
    return issue.body.data.issueCertificate.number as string;
  }

  it("renders a number's page on the server with the certificate's own fields only, kept from search engines", async () => {
    const number = await issued();
    const res = await request(t.app.express).get(`/certificates/${number}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const hash = createHash('sha256').update(`console.log("/certificates/${number}")`).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    const check = shown(res.text);
    expect(check.kind).toBe('found');
    expect(Object.keys(check.certificate).sort()).toEqual([...FACE_FIELDS].sort());
    expect(check.certificate).toMatchObject({ number, status: 'VALID', nameAsCertificate: 'Layla Hassan' });
    expect(JSON.stringify(check)).not.toMatch(/@|Attended|050/);
    // A system asking for JSON at the same address still gets JSON.
    const json = await request(t.app.express)
      .get(`/certificates/${number}`)
      .set('Accept', 'application/json');
    expect(json.body.data.status).toBe('VALID');

    await request(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({
        query: `mutation($n: String!) { revokeCertificate(number: $n, reason: "Did not attend") { number } }`,
        variables: { n: number },
      })
      .expect(200);
    const revoked = shown((await request(t.app.express).get(`/certificates/${number}`).expect(200)).text);
    expect(revoked.certificate.status).toBe('REVOKED');
    expect(revoked.certificate.revokedAt).toEqual(expect.any(String));
    expect(JSON.stringify(revoked)).not.toContain('Did not attend');
  });

  it('answers a mistyped number with a 404 page that says so, never another certificate', async () => {
    const number = await issued();
    const typo = number.slice(0, -1) + (number.endsWith('X') ? 'Y' : 'X');
    const res = await request(t.app.express).get(`/certificates/${typo}`).expect(404);
    expect(shown(res.text)).toEqual({ kind: 'not-found' });
    expect(res.headers['x-robots-tag']).toContain('noindex');
  });

  it("sends the form's number to its own page, in its canonical spelling, with no script", async () => {
    const number = await issued();
    const typed = ` ${number.toLowerCase().replace(/-/g, ' ')} `;
    const res = await request(t.app.express).get('/certificates').query({ number: typed }).expect(303);
    expect(res.headers.location).toBe(`/certificates/${number}`);
    // A number that is no certificate's goes to its page as typed, which says it was not found.
    const unknown = await request(t.app.express)
      .get('/certificates')
      .query({ number: 'abc 123' })
      .expect(303);
    expect(unknown.headers.location).toBe('/certificates/ABC%20123');
    expect(shown((await request(t.app.express).get('/certificates').expect(200)).text)).toEqual({
      kind: 'form',
    });
    const blank = await request(t.app.express).get('/certificates').query({ number: '  ' }).expect(400);
    expect(shown(blank.text)).toEqual({ kind: 'blank' });
  });
});

describe.each(testDatabaseKinds().slice(0, 1))('verification pages on %s', (kind) => {
  let web: ReturnType<typeof fakeWebBuild>;
  let t: TestApp;
  beforeAll(async () => {
    web = fakeWebBuild();
    t = await startTestApp(kind, { webBuildDir: web.clientDir });
  });
  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  it('count in the lookups one address may make, with the JSON ones', async () => {
    for (let n = 0; n < CERTIFICATE_LOOKUPS.limit; n += 1) {
      const path = n % 2 ? '/api/certificates/CLA-2027-0000-0000' : '/certificates/CLA-2027-0000-0000';
      await request(t.app.express).get(path).expect(404);
    }
    const refused = await request(t.app.express).get('/certificates/CLA-2027-0000-0000').expect(429);
    expect(shown(refused.text)).toEqual({ kind: 'throttled' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The form itself is no lookup: it still opens.
    await request(t.app.express).get('/certificates').expect(200);
  });
});
