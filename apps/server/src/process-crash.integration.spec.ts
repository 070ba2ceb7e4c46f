import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from './config';
import { openDatabase } from './database/data-source';
import { DATABASE_CONTENTS } from './modules';
import { CalendarEvent } from './modules/calendar-event/calendar-event.entity';
import { OutboxMail } from './modules/mail/outbox-mail.entity';
import { Registration } from './modules/registration/registration.entity';
import { VALID_REGISTRATION, eventRow } from './testing/fixtures';
import { ServerProcess, freePort, startServerProcess } from './testing/server-process';
import { smtpSink } from './testing/smtp-sink';
import { GENEROUS_SUBMISSION_LIMITS } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server process killed with SIGKILL while it takes enrolments and sends their mails, then started
 * again on the same database: every acknowledged registration is there, the event's seat count matches
 * its registrations, and every queued mail reaches the mail server. A mail accepted by the mail server
 * but not yet marked sent when the process died is sent again once its claim lapses, with the same
 * Message-ID (mail clients show it once): the test counts those resends, it does not forbid them.
 */
describe.each(testDatabaseKinds())('a server killed mid-work, on %s', (kind) => {
  // Two starts of the built server and a mail backlog: longer than a unit test, bounded all the same.
  jest.setTimeout(90_000);

  it('keeps every acknowledged registration with its seat, and sends each queued mail', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-crash-'));
    const created = kind.name === 'mysql' ? await kind.create() : undefined;
    const database: DatabaseConfig = created?.config ?? {
      type: 'sqlite',
      file: join(dataDir, 'academy.sqlite'),
    };
    // A mail server that takes its time, so the kill lands while mails are going out.
    const sink = await smtpSink({ delayMs: 20 });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      JWT_SECRET: 'process-crash-test-secret-0123456789abcdef',
      SMTP_URL: sink.url,
      MAIL_CLAIM_SECONDS: '2',
      ...(GENEROUS_SUBMISSION_LIMITS as Record<string, string>),
      ...(database.type === 'mysql' ? { DATABASE_URL: database.url } : {}),
    };
    let dataSource: DataSource | undefined;
    let server: ServerProcess | undefined;
    const messageIds = () => sink.received.map((mail) => mail.messageId);

    try {
      dataSource = await openDatabase(database, DATABASE_CONTENTS);
      const event = await dataSource
        .getRepository(CalendarEvent)
        .save(eventRow({ name: 'Decode Your Mind: Crash Test', seats: 1000, paymentLink: null }));
      server = await startServerProcess(port, env);

      // Two clients enrol at a visitor's pace until the process dies under them.
      const acknowledged: string[] = [];
      let sent = 0;
      const client = async () => {
        for (;;) {
          sent += 1;
          const email = `crash.${sent}@example.com`;
          const res = await fetch(`${base}/api/awakenLimitlessHuman`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...VALID_REGISTRATION, email, eventId: event.id }),
          }).catch(() => undefined);
          if (!res) return;
          const body = (await res.json().catch(() => ({}))) as { data?: { id?: string } };
          if (res.status === 201 && body.data?.id) acknowledged.push(body.data.id);
          await sleep(50);
        }
      };
      const clients = Promise.all([client(), client()]);
      while (acknowledged.length < 8 || messageIds().length < 3) await sleep(20);
      await server.kill();
      await clients;

      server = await startServerProcess(port, env);
      const outbox = dataSource.getRepository(OutboxMail);
      for (
        let waited = 0;
        (await outbox.countBy({ status: 'sent' })) < (await outbox.count());
        waited += 250
      ) {
        if (waited > 30_000) throw new Error('The outbox was not sent within 30 s of the restart');
        await sleep(250);
      }

      const registrations = await dataSource.getRepository(Registration).findBy({ eventId: event.id });
      const stored = new Set(registrations.map((registration) => registration.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      const { seatsTaken } = await dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id });
      expect(seatsTaken).toBe(registrations.length);

      const queued = await outbox.find({ select: { id: true } });
      const expected = queued.map((mail) => `<${mail.id}@127.0.0.1>`).sort();
      expect([...new Set(messageIds())].sort()).toEqual(expected);
      // Resends are of mails the killed process had handed over but not marked: at most one batch.
      expect(messageIds().length - expected.length).toBeLessThanOrEqual(10);
    } finally {
      await server?.kill();
      await dataSource?.destroy();
      await sink.close();
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
