import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from './config';
import { openDatabase } from './database/data-source';
import { DATABASE_CONTENTS } from './modules';
import { CalendarEvent } from './modules/calendar-event/calendar-event.entity';
import { OutboxMail } from './modules/mail/outbox-mail.entity';
import { Registration } from './modules/registration/registration.entity';
import { VALID_REGISTRATION } from './testing/fixtures';
import { GENEROUS_SUBMISSION_LIMITS } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

const MAIN = join(__dirname, '../dist/main.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An SMTP server that takes its time over each mail and keeps the Message-ID of each it accepted. */
async function slowSmtpSink() {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        setTimeout(() => {
          messageIds.push(/^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? 'none');
          callback();
        }, 20);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, messageIds, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
    const sink = await slowSmtpSink();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      JWT_SECRET: 'process-crash-test-secret-0123456789abcdef',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_CLAIM_SECONDS: '2',
      ...GENEROUS_SUBMISSION_LIMITS,
      ...(database.type === 'mysql' ? { DATABASE_URL: database.url } : {}),
    };
    let dataSource: DataSource | undefined;
    let server: ChildProcess | undefined;
    const start = async () => {
      const child = spawn(process.execPath, [MAIN], { env, stdio: 'ignore' });
      for (let waited = 0; ; waited += 100) {
        if (waited > 30_000) throw new Error('The server did not answer /healthz within 30 s');
        const up = await fetch(`${base}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) return child;
        await sleep(100);
      }
    };

    try {
      dataSource = await openDatabase(database, DATABASE_CONTENTS);
      const event = await dataSource.getRepository(CalendarEvent).save({
        id: 'crash-test-event',
        name: 'Decode Your Mind: Crash Test',
        programme: 'DECODE',
        date: '2026-12-07',
        endDate: null,
        time: '9:00 AM - 6:00 PM',
        location: 'Dubai, Business Bay',
        trainer: 'Vikram Rao',
        type: 'Workshop',
        level: 'Level 1',
        participants: 'Open to all adults',
        price: 'AED 375',
        currency: 'AED',
        priceValue: 375,
        seats: 1000,
        seatsTaken: 0,
        noEnroll: false,
        isOpen: true,
        paymentLink: null,
        pageLink: '/decode',
        sortOrder: 5000,
      });
      server = await start();

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
      while (acknowledged.length < 8 || sink.messageIds.length < 3) await sleep(20);
      server.kill('SIGKILL');
      await new Promise((resolve) => server?.once('exit', resolve));
      await clients;

      server = await start();
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
      expect([...new Set(sink.messageIds)].sort()).toEqual(expected);
      // Resends are of mails the killed process had handed over but not marked: at most one batch.
      expect(sink.messageIds.length - expected.length).toBeLessThanOrEqual(10);
    } finally {
      server?.kill('SIGKILL');
      await dataSource?.destroy();
      await sink.close();
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
