import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../database/data-source';
import { VALID_REGISTRATION, addEvent, adminToken, queuedMails, testClock } from '../../testing/fixtures';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { DATABASE_CONTENTS } from '..';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { FamilyBookingLocale1764803200000 } from '../family-booking/migrations/1764803200000-family-booking-locale';
import { WaitingListLocale1764803100000 } from '../waiting-list/migrations/1764803100000-waiting-list-locale';
import { RegistrationLocale1764803000000 } from './migrations/1764803000000-registration-locale';
import { Registration } from './registration.entity';

const SUBMIT = `mutation Submit($input: RegistrationInput!) {
  submitRegistration(input: $input) { id referenceCode message }
}`;
const STAFF_VIEW = `query One($id: ID!) { registration(id: $id) { id locale } }`;
const PUBLIC_URL = 'https://academy.example.com';
const NOTIFY = 'office@academy.example.com';

/** The Arabic script: a mail in Arabic is mostly written in it. */
const ARABIC = /[\u0600-\u06FF]/;

describe.each(testDatabaseKinds())('the language of a registration (issue 30) on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let count = 0;
  const graphql = (query: string, variables: object, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const enrol = async (input: Record<string, unknown>) => {
    count += 1;
    const res = await graphql(SUBMIT, {
      input: { ...VALID_REGISTRATION, email: `lang${count}@example.com`, ...input },
    }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration as { id: string; referenceCode: string; message: string };
  };
  const mailsTo = async (id: string) => {
    const mails = await queuedMails(t, id);
    return {
      registrant: mails.find((mail) => mail.recipient !== NOTIFY) as OutboxMail,
      staff: mails.find((mail) => mail.recipient === NOTIFY) as OutboxMail,
    };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      clock: testClock(),
      env: { PUBLIC_URL, ADMIN_NOTIFY_EMAIL: NOTIFY },
    });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('keeps an Arabic enrolment in Arabic: stored, thanked and mailed in Arabic, right to left, with the /ar private link', async () => {
    const event = await addEvent(t);
    const receipt = await enrol({ eventId: event.id, locale: 'AR' });
    const stored = await t.dataSource.getRepository(Registration).findOneByOrFail({ id: receipt.id });
    expect(stored.locale).toBe('ar');
    expect(receipt.message).toMatch(ARABIC);

    const { registrant, staff } = await mailsTo(receipt.id);
    expect(registrant.subject).toContain('تسجيلك في Decode');
    expect(registrant.subject).toContain(receipt.referenceCode);
    expect(registrant.subject).toContain('أكاديمية الحياة الواعية');
    expect(registrant.text).toContain('مرحباً Layla،');
    expect(registrant.text).toContain('شكراً لتسجيلك');
    expect(registrant.text).toContain(`الرقم المرجعي: ${receipt.referenceCode}`);
    expect(registrant.text).toContain('المستوى: المستوى 1');
    expect(registrant.text).toContain('375 درهم');
    expect(registrant.text).toContain('جميع المواعيد بتوقيت الإمارات');
    expect(registrant.text).toContain(`${PUBLIC_URL}/ar/my-registration/${receipt.id}#`);
    expect(registrant.text).toContain('فريق أكاديمية الحياة الواعية');
    expect(registrant.text).not.toMatch(/Thank you|Reference|Programme|The Conscious Living Academy team/);
    expect(registrant.html).toContain('<html lang="ar" dir="rtl">');
    expect(registrant.html).toContain('href="https://academy.example.com/ar/my-registration/');
    expect(registrant.html).toContain('<th align="right"');

    // The invitation's words are Arabic too; the event's own name, time and venue are staff's.
    const [invite] = JSON.parse(registrant.attachments as string);
    expect(invite.filename).toBe('invitation.ics');
    const ics = (invite.content as string).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('X-WR-CALNAME:أكاديمية الحياة الواعية');
    expect(ics).toMatch(
      /DESCRIPTION:Decode، المستوى 1: .*\. تسجيلك: https:\/\/academy\.example\.com\/ar\/my-registration\//,
    );
    expect(ics).toContain('رمز تسجيل الحضور');
    expect(ics).toContain(`SUMMARY:${event.name}`);

    // Staff's notice stays English and names the language.
    expect(staff.subject).toMatch(/^New registration: /);
    expect(staff.text).toContain('Language: Arabic');
    expect(staff.html).not.toContain('dir="rtl"');

    const view = await graphql(STAFF_VIEW, { id: receipt.id }, admin).expect(200);
    expect(view.body.data.registration).toEqual({ id: receipt.id, locale: 'AR' });
  });

  it('keeps an enrolment without a language in English, as before', async () => {
    const event = await addEvent(t);
    const receipt = await enrol({ eventId: event.id });
    const stored = await t.dataSource.getRepository(Registration).findOneByOrFail({ id: receipt.id });
    expect(stored.locale).toBe('en');
    expect(receipt.message).toBe(
      'Thank you for registering! A payment link has been sent to your registered email address.',
    );
    const { registrant, staff } = await mailsTo(receipt.id);
    expect(registrant.subject).toMatch(/^Your registration for Decode \(/);
    expect(registrant.text).toContain(`${PUBLIC_URL}/my-registration/${receipt.id}#`);
    expect(registrant.text).not.toMatch(ARABIC);
    expect(registrant.html.startsWith('<!DOCTYPE html><html><head>')).toBe(true);
    expect(staff.text).toContain('Language: English');
    const view = await graphql(STAFF_VIEW, { id: receipt.id }, admin).expect(200);
    expect(view.body.data.registration.locale).toBe('EN');
  });

  it('takes the language on the REST path too, and refuses one it does not know', async () => {
    count += 1;
    const res = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email: `lang${count}@example.com`, locale: 'ar' })
      .expect(201);
    expect(res.body.message).toMatch(ARABIC);
    expect(res.body.data.locale).toBe('ar');
    const { registrant } = await mailsTo(res.body.data.id);
    expect(registrant.text).toContain(`${PUBLIC_URL}/ar/my-registration/${res.body.data.id}#`);
    // Without a dated event, the next intake is named in Arabic.
    expect(registrant.text).toContain('ورشة العمل: أقرب دفعة متاحة');

    const refused = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email: 'lang.fr@example.com', locale: 'fr' })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('locale');
  });

  it('mails a status change in the registration’s language', async () => {
    const event = await addEvent(t);
    const { id } = await enrol({ eventId: event.id, locale: 'AR' });
    const before = new Set((await queuedMails(t, id)).map((mail) => mail.id));
    const res = await graphql(
      `
        mutation ($id: ID!) {
          setRegistrationStatus(id: $id, status: CONFIRMED) {
            id
          }
        }
      `,
      { id },
      admin,
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    const [confirmed] = (await queuedMails(t, id)).filter((mail) => !before.has(mail.id));
    expect(confirmed.subject).toContain('تأكّد مكانك');
    expect(confirmed.text).toContain('شكراً لك: أكّدنا مكانك في Decode.');
    expect(confirmed.html).toContain('dir="rtl"');
  });
});

/** A row of every column a table requires, with these values: what an earlier release left behind. */
async function insertRow(dataSource: DataSource, table: string, values: Record<string, unknown>) {
  const runner = dataSource.createQueryRunner();
  const columns = (await runner.getTable(table))?.columns ?? [];
  await runner.release();
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.isNullable || column.default !== undefined) continue;
    const type = column.type.toLowerCase();
    row[column.name] = /bool|tinyint/.test(type)
      ? 0
      : /int/.test(type)
        ? 1
        : /datetime/.test(type)
          ? '2026-01-02 03:04:05.678'
          : randomUUID().slice(0, Number(column.length) || 36);
  }
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(table)
    .values({ ...row, ...values })
    .execute();
}

const EARLIER = DATABASE_CONTENTS.migrations.filter(
  (migration) => Number(/\d{13}$/.exec(migration.name)?.[0]) < 1764803000000,
);

describe.each(testDatabaseKinds())('the registration language migration on %s', (kind) => {
  it('gives every registration before it English, takes Arabic after it, and is undone (and the waiting list’s and family bookings’)', async () => {
    const database = await kind.create();
    const [older, newer] = [randomUUID(), randomUUID()];
    const columnOf = async (dataSource: DataSource, table = 'registration') => {
      const runner = dataSource.createQueryRunner();
      try {
        return (await runner.getTable(table))?.columns.find((column) => column.name === 'locale');
      } finally {
        await runner.release();
      }
    };
    try {
      // The release before it, with a registration in it.
      const before = createDataSource(database.config, { entities: [], migrations: EARLIER });
      await before.initialize();
      try {
        await before.runMigrations({ transaction: 'each' });
        await insertRow(before, 'registration', {
          id: older,
          accessTokenHash: older,
          referenceCode: 'LANG-0001',
        });
        expect(await columnOf(before)).toBeUndefined();
      } finally {
        await before.destroy();
      }

      const after = createDataSource(database.config, {
        entities: [],
        migrations: [
          ...EARLIER,
          RegistrationLocale1764803000000,
          WaitingListLocale1764803100000,
          FamilyBookingLocale1764803200000,
        ],
      });
      await after.initialize();
      try {
        await after.runMigrations({ transaction: 'each' });
        // The family bookings' too.
        expect(await columnOf(after, 'family_booking')).toMatchObject({ isNullable: false });
        await after.undoLastMigration({ transaction: 'each' });
        expect(await columnOf(after, 'family_booking')).toBeUndefined();
        // The waiting list's entries remember their language the same way.
        expect(await columnOf(after, 'waiting_list_entry')).toMatchObject({ isNullable: false });
        await after.undoLastMigration({ transaction: 'each' });
        expect(await columnOf(after, 'waiting_list_entry')).toBeUndefined();
        const column = await columnOf(after);
        expect(column).toMatchObject({ isNullable: false });
        expect(String(column?.length)).toBe('2');
        await insertRow(after, 'registration', {
          id: newer,
          accessTokenHash: newer,
          referenceCode: 'LANG-0002',
          locale: 'ar',
        });
        const rows: Array<{ id: string; locale: string }> = await after
          .createQueryBuilder()
          .select(['r.id AS id', 'r.locale AS locale'])
          .from('registration', 'r')
          .getRawMany();
        expect(new Map(rows.map((row) => [row.id, row.locale]))).toEqual(
          new Map([
            [older, 'en'],
            [newer, 'ar'],
          ]),
        );

        await after.undoLastMigration({ transaction: 'each' });
        expect(await columnOf(after)).toBeUndefined();
        const [{ count: kept }] = (await after.query('SELECT COUNT(*) AS count FROM registration')) as Array<{
          count: unknown;
        }>;
        expect(Number(kept)).toBe(2);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
