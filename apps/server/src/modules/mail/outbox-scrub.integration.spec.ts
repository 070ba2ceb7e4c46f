import { randomBytes, randomUUID } from 'node:crypto';
import { foldLines } from 'ical-generator';
import { createDataSource } from '../../database/data-source';
import { testDatabaseKinds } from '../../testing/test-databases';
import { DATABASE_CONTENTS } from '..';

const BEFORE_SCRUB = DATABASE_CONTENTS.migrations.filter(
  (migration) => Number(/\d{13}$/.exec(migration.name)?.[0]) < 1763990000000,
);
const token = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/** A mail as a release before sealed secrets queued it: the link's token in its bodies and invitation. */
function oldMail(status: string, secret: string) {
  const link = `https://academy.example/my-registration/${randomUUID()}#${secret}`;
  const calendar = foldLines(`BEGIN:VCALENDAR\r\nDESCRIPTION:Your page: ${link}\r\nEND:VCALENDAR`);
  return {
    id: randomUUID(),
    subjectKind: 'registration',
    subjectId: randomUUID(),
    recipient: 'ada@example.com',
    replyTo: null,
    subject: 'Your enrolment',
    text: `Open ${link} to see it.`,
    html: `<a href="${link}">${link}</a>`,
    attachments: JSON.stringify([
      { filename: 'invite.ics', contentType: 'text/calendar', content: calendar },
    ]),
    sealedSecret: null,
    status,
    attempts: 1,
    nextAttemptAt: new Date(),
    lockedUntil: null,
    claimToken: null,
    lastError: null,
    sentAt: status === 'sent' ? new Date() : null,
    createdAt: new Date(),
  };
}

describe.each(testDatabaseKinds())('upgrading the outbox on %s', (kind) => {
  it('takes the tokens out of mails already sent or failed, and leaves waiting mails their link', async () => {
    const database = await kind.create();
    try {
      const old = createDataSource(database.config, { entities: [], migrations: BEFORE_SCRUB });
      await old.initialize();
      const sent = oldMail('sent', token('rt_'));
      const failed = oldMail('failed', token('ec_'));
      const pending = oldMail('pending', token('rt_'));
      try {
        await old.runMigrations({ transaction: 'each' });
        for (const mail of [sent, failed, pending]) {
          await old.createQueryBuilder().insert().into('outbox_mail').values(mail).execute();
        }
      } finally {
        await old.destroy();
      }

      const upgraded = createDataSource(database.config, DATABASE_CONTENTS);
      await upgraded.initialize();
      try {
        await upgraded.runMigrations({ transaction: 'each' });
        const rows = (await upgraded.query('SELECT * FROM outbox_mail')) as Record<string, string>[];
        const row = (id: string) => rows.find((found) => found.id === id) as Record<string, string>;
        for (const mail of [sent, failed]) {
          const stored = JSON.stringify(row(mail.id)).replace(/\\r\\n[ \t]/g, '');
          expect(stored).not.toMatch(/(rt|ec)_[A-Za-z0-9_-]{20}/);
          expect(row(mail.id).text).toBe(mail.text.replace(/(rt|ec)_[A-Za-z0-9_-]{43}/, '{{secret}}'));
          expect(row(mail.id).html.match(/\{\{secret\}\}/g)).toHaveLength(2);
        }
        expect(row(pending.id)).toMatchObject({ text: pending.text, html: pending.html });
        expect(row(pending.id).attachments).toBe(pending.attachments);
      } finally {
        await upgraded.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
