import { providerToday } from '@academy/content';
import request from 'supertest';
import { pdfText } from '../../testing/pdf-text';
import { VALID_REGISTRATION, addEvent, adminToken, privateToken, queuedMails } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { AuditEntry } from '../audit/audit-entry.entity';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { MailAttachment } from '../mail/outbox-mail.entity';
import { Certificate } from './certificate.entity';
import { CERTIFICATE_LOOKUPS } from './lookup-throttle';

const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const STAFF_FIELDS = 'registrationId number status replacedBy revokedAt revokeReason nameAsCertificate';
const PUBLIC_FIELDS =
  'number status replacedBy revokedAt nameAsCertificate programme levelName startDate endDate trainer issuedAt';
const STAFF = { id: null, label: 'office@example.com' };

const day = (offset: number) => providerToday(new Date(Date.now() + offset * 86_400_000));

describe.each(testDatabaseKinds())('certificates on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let learners = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await adminToken(t);
  });
  afterAll(() => t.close());

  const graphql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (bearer) call.set('Authorization', `Bearer ${bearer}`);
    return call.send({ query, variables });
  };
  const staff = (query: string, variables: Record<string, unknown> = {}) => graphql(query, variables, token);

  /** A two-day event that ended yesterday, with `count` registrations (enrolled while it was ahead). */
  async function pastEvent(count: number) {
    const event = await addEvent(t, { date: day(10), endDate: day(11) });
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      learners += 1;
      const input = { ...VALID_REGISTRATION, email: `learner${learners}@example.com`, eventId: event.id };
      const res = await graphql(SUBMIT, { input }).expect(200);
      expect(res.body.errors).toBeUndefined();
      ids.push(res.body.data.submitRegistration.id);
    }
    await t.dataSource.getRepository(CalendarEvent).update(event.id, { date: day(-2), endDate: day(-1) });
    return { event, ids };
  }
  const complete = (id: string) =>
    t.app.services.get('completion').markCompleted(id, 'Attended both days', STAFF);
  const verify = (number: string) =>
    graphql(`query($n: String!) { certificate(number: $n) { ${PUBLIC_FIELDS} } }`, { n: number });

  it('issues one certificate per completed registration, however many ask at once, and mails its PDF', async () => {
    const { ids } = await pastEvent(1);
    const [id] = ids;
    await complete(id);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { ${STAFF_FIELDS} } }`, { id }),
      ),
    );
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const numbers = new Set(answers.map((answer) => answer.body.data.issueCertificate.number));
    expect(numbers.size).toBe(1);
    const [number] = numbers;
    expect(number).toMatch(/^CLA-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await t.dataSource.getRepository(Certificate).countBy({ registrationId: id })).toBe(1);

    const mails = (await queuedMails(t, id)).filter((mail) => mail.subject.startsWith('Your certificate'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/certificates/${number}`);
    const [pdf] = JSON.parse(mails[0].attachments as string) as MailAttachment[];
    expect(pdf).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    const text = await pdfText(Buffer.from(pdf.content, 'base64'));
    expect(text).toContain('Layla Hassan');
    expect(text).toContain('Level 1: Decode Your Mind');
    expect(text).toContain(number);

    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ subjectId: id, action: 'certificate.issue' });
    expect(audit).toHaveLength(1);
  });

  it('issues for a whole event only to completed registrations, from its last day on', async () => {
    const { event, ids } = await pastEvent(3);
    await complete(ids[0]);
    await complete(ids[2]);
    const toIssue = async () =>
      (
        await staff(`query($id: ID!) { eventCertificatesToIssue(eventId: $id) { registrationId } }`, {
          id: event.id,
        })
      ).body.data.eventCertificatesToIssue.map((row: { registrationId: string }) => row.registrationId);
    expect((await toIssue()).sort()).toEqual([ids[0], ids[2]].sort());
    await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, { id: ids[2] });
    expect(await toIssue()).toEqual([ids[0]]);
    const issue = () =>
      staff(`mutation($id: ID!) { issueCertificates(eventId: $id) { registrationId } }`, { id: event.id });
    const [first, second] = await Promise.all([issue(), issue()]);
    for (const answer of [first, second]) {
      expect(answer.body.errors).toBeUndefined();
      expect(
        answer.body.data.issueCertificates.map((c: { registrationId: string }) => c.registrationId).sort(),
      ).toEqual([ids[0], ids[2]].sort());
    }
    expect(await t.dataSource.getRepository(Certificate).countBy({ eventId: event.id })).toBe(2);

    const refused = await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, {
      id: ids[1],
    });
    expect(refused.body.errors[0].extensions.code).toBe('CONFLICT');

    const ahead = await addEvent(t, { date: day(3), endDate: day(4) });
    const early = await staff(`mutation($id: ID!) { issueCertificates(eventId: $id) { number } }`, {
      id: ahead.id,
    });
    expect(early.body.errors[0].message).toContain("from the event's last day");
  });

  it('reissues a corrected name under a new number; the old one then says replaced, once', async () => {
    const { ids } = await pastEvent(1);
    await complete(ids[0]);
    const issued = await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, {
      id: ids[0],
    });
    const old = issued.body.data.issueCertificate.number as string;

    const reissue = (name: string) =>
      staff(
        `mutation($n: String!, $name: String!) { reissueCertificate(number: $n, nameAsCertificate: $name) { ${STAFF_FIELDS} } }`,
        {
          n: old,
          name,
        },
      );
    const [a, b] = await Promise.all([reissue('Layla N. Hassan'), reissue('Layla Noor Hassan')]);
    const won = [a, b].filter((answer) => !answer.body.errors);
    expect(won).toHaveLength(1);
    expect([a, b].find((answer) => answer.body.errors)?.body.errors[0].extensions.code).toBe('CONFLICT');
    const renewed = won[0].body.data.reissueCertificate;
    expect(renewed).toMatchObject({ status: 'VALID', replacedBy: null });
    expect(renewed.number).not.toBe(old);

    expect((await verify(old)).body.data.certificate).toMatchObject({
      status: 'REPLACED',
      replacedBy: renewed.number,
    });
    expect((await verify(renewed.number)).body.data.certificate).toMatchObject({
      status: 'VALID',
      nameAsCertificate: renewed.nameAsCertificate,
    });
    const again = await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, {
      id: ids[0],
    });
    expect(again.body.data.issueCertificate.number).toBe(renewed.number);

    const blank = await reissue('   ');
    expect(blank.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('revokes with a reason staff keep: the page says revoked and when, never why', async () => {
    const { ids } = await pastEvent(1);
    await complete(ids[0]);
    const issued = await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, {
      id: ids[0],
    });
    const number = issued.body.data.issueCertificate.number as string;

    const noReason = await staff(
      `mutation($n: String!) { revokeCertificate(number: $n, reason: " ") { number } }`,
      { n: number },
    );
    expect(noReason.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const revoked = await staff(
      `mutation($n: String!) { revokeCertificate(number: $n, reason: "Issued in error: did not attend") { ${STAFF_FIELDS} } }`,
      { n: number },
    );
    expect(revoked.body.data.revokeCertificate).toMatchObject({
      status: 'REVOKED',
      revokeReason: 'Issued in error: did not attend',
    });

    const json = await request(t.app.express).get(`/api/certificates/${number.toLowerCase()}`).expect(200);
    expect(json.headers['x-robots-tag']).toContain('noindex');
    expect(Object.keys(json.body.data).sort()).toEqual(PUBLIC_FIELDS.split(' ').sort());
    expect(json.body.data).toMatchObject({
      status: 'REVOKED',
      nameAsCertificate: 'Layla Hassan',
      trainer: 'Vikram Rao',
    });
    expect(JSON.stringify(json.body)).not.toMatch(/error|attend|@|Teacher|050/);
    await request(t.app.express).get(`/api/certificates/${number}/certificate.pdf`).expect(404);

    const negotiated = await request(t.app.express)
      .get(`/certificates/${number}`)
      .set('Accept', 'application/json')
      .expect(200);
    expect(negotiated.body.data.status).toBe('REVOKED');

    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ subjectId: ids[0], action: 'certificate.revoke' });
    expect(audit[0].summary).toContain('Issued in error');
  });

  it('answers "not found" for a mistyped number, never another certificate', async () => {
    const { ids } = await pastEvent(1);
    await complete(ids[0]);
    const issued = await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, {
      id: ids[0],
    });
    const number = issued.body.data.issueCertificate.number as string;
    const last = number.at(-1) as string;
    const typo = number.slice(0, -1) + (last === 'X' ? 'Y' : 'X');
    expect((await verify(typo)).body.data.certificate).toBeNull();
    await request(t.app.express).get(`/api/certificates/${typo}`).expect(404);
    const pdf = await request(t.app.express).get(`/api/certificates/${number}/certificate.pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('goes with its registration when staff erase it on request', async () => {
    const { ids } = await pastEvent(1);
    await complete(ids[0]);
    const issued = await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, {
      id: ids[0],
    });
    const number = issued.body.data.issueCertificate.number as string;
    const erased = await staff(`mutation($id: ID!) { eraseRegistration(id: $id) }`, { id: ids[0] });
    expect(erased.body.errors).toBeUndefined();
    expect(await t.dataSource.getRepository(Certificate).countBy({ registrationId: ids[0] })).toBe(0);
    expect((await verify(number)).body.data.certificate).toBeNull();
  });

  it("lists a registration's certificates on its private page", async () => {
    const { ids } = await pastEvent(1);
    await complete(ids[0]);
    await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, { id: ids[0] });
    const privateLink = await privateToken(t, ids[0]);
    const page = await graphql(
      `
        query ($id: ID!, $token: String!) {
          myRegistration(id: $id, token: $token) {
            certificates {
              number
              status
              levelName
            }
          }
        }
      `,
      { id: ids[0], token: privateLink },
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.myRegistration.certificates).toEqual([
      expect.objectContaining({ status: 'VALID', levelName: 'Level 1: Decode Your Mind' }),
    ]);
  });

  it("links each level of the learner's path done here to its standing certificate", async () => {
    const { ids } = await pastEvent(1);
    const privateLink = await privateToken(t, ids[0]);
    const path = async () => {
      const res = await graphql(
        `
          query ($id: ID!, $token: String!) {
            myRegistration(id: $id, token: $token) {
              learnerPath {
                completed {
                  level
                  certificateNumber
                }
              }
            }
          }
        `,
        { id: ids[0], token: privateLink },
      );
      expect(res.body.errors).toBeUndefined();
      return res.body.data.myRegistration.learnerPath.completed;
    };
    await complete(ids[0]);
    expect(await path()).toEqual([{ level: 'Level 1: Decode Your Mind', certificateNumber: null }]);

    const issued = await staff(`mutation($id: ID!) { issueCertificate(registrationId: $id) { number } }`, {
      id: ids[0],
    });
    const old = issued.body.data.issueCertificate.number as string;
    expect(await path()).toEqual([{ level: 'Level 1: Decode Your Mind', certificateNumber: old }]);

    const reissued = await staff(
      `mutation($n: String!) { reissueCertificate(number: $n, nameAsCertificate: "Layla N. Hassan") { number } }`,
      { n: old },
    );
    const renewed = reissued.body.data.reissueCertificate.number as string;
    expect(await path()).toEqual([{ level: 'Level 1: Decode Your Mind', certificateNumber: renewed }]);

    await staff(
      `mutation($n: String!) { revokeCertificate(number: $n, reason: "Issued in error") { number } }`,
      {
        n: renewed,
      },
    );
    expect(await path()).toEqual([{ level: 'Level 1: Decode Your Mind', certificateNumber: null }]);
  });
});

describe.each(testDatabaseKinds().slice(0, 1))('certificate lookups on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('are throttled per address', async () => {
    for (let n = 0; n < CERTIFICATE_LOOKUPS.limit; n += 1) {
      await request(t.app.express).get('/api/certificates/CLA-2027-0000-0000').expect(404);
    }
    const refused = await request(t.app.express).get('/api/certificates/CLA-2027-0000-0000').expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
