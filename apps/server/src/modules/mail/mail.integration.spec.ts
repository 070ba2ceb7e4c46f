import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ParsedMail, simpleParser } from 'mailparser';
import request from 'supertest';
import { EntitySubscriberInterface } from 'typeorm';
import { MailConfig } from '../../config';
import { VALID_REGISTRATION, addEvent } from '../../testing/fixtures';
import { smtpSink } from '../../testing/smtp-sink';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { captureLog } from '../../testing/log-capture';
import { Enquiry } from '../enquiry/enquiry.entity';
import { createMailTransport } from './mail-transport';
import { MailWorker, MailWorkerOptions } from './mail-worker';
import { OutboxMail } from './outbox-mail.entity';

const FAST: MailWorkerOptions = {
  pollMs: 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 600_000,
  maxAttempts: 3,
  claimMs: 120_000,
  batchSize: 10,
  nudgeDelayMs: 100,
};

describe.each(testDatabaseKinds())('mail on %s', (kind) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let now = new Date('2026-11-23T08:00:00Z');
  const clock = { now: () => now };
  const log = captureLog();
  const outbox = () => t.dataSource.getRepository(OutboxMail);
  const mailConfig = (): MailConfig => ({ ...t.config.mail, smtpUrl: sink.url });
  const worker = (config: MailConfig = mailConfig()) =>
    new MailWorker(
      t.app.db,
      createMailTransport(config, 'academy.example.com'),
      t.app.services.get('mail'),
      clock,
      log.logger,
      FAST,
    );
  const enquiry = (message: string, email = 'layla@example.ae') =>
    request(t.app.express)
      .post('/api/contact')
      .send({
        firstName: 'Layla',
        lastName: 'Hassan <b>',
        email,
        phoneNumber: '+971 50 123 4567',
        country: 'UK',
        zipCode: 'SW1A 1AA',
        message,
        acceptPrivacyPolicy: true,
      })
      .expect(201);

  beforeAll(async () => {
    sink = await smtpSink();
    t = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(async () => {
    await outbox().createQueryBuilder().delete().execute();
    sink.received.length = 0;
    sink.refuseNext(0);
    now = new Date('2026-11-23T08:00:00Z');
  });

  it('sends an enquiry’s notice and confirmation by SMTP, every user value escaped in the HTML', async () => {
    await enquiry('<script>alert("x")</script> When does Decode start? Ça m’intéresse 🙏');
    const sender = worker();
    expect(await sender.sendDue()).toBe(2);
    await sender.stop();
    expect(sink.received).toHaveLength(2);
    const notice = sink.received.find((mail) => mail.subject?.startsWith('New enquiry')) as ParsedMail;
    expect(notice.subject).toBe('New enquiry from Layla Hassan <b>');
    expect(notice.to).toMatchObject({ text: 'hello@consciousliving.academy' });
    expect(notice.replyTo?.text).toBe('layla@example.ae');
    expect(notice.text).toContain('<script>alert("x")</script> When does Decode start? Ça m’intéresse 🙏');
    expect(notice.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).toContain('Hassan &lt;b&gt;');
    expect(notice.messageId).toMatch(/@academy\.example\.com>$/);
    const confirmation = sink.received.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'layla@example.ae',
    );
    expect(confirmation?.subject).toBe('We received your message – Conscious Living Academy');
    expect(confirmation?.from?.text).toBe('"Conscious Living Academy" <hello@consciousliving.academy>');
    expect(await outbox().countBy({ status: 'sent' })).toBe(2);
  });

  it('sends a round of mails over a few SMTP connections, not one each', async () => {
    for (let i = 0; i < 10; i += 1) await enquiry(`Pooled ${i}`, `pooled${i}@example.com`);
    const opened = sink.connections();
    const sender = worker();
    expect(await sender.sendDue()).toBe(20);
    await sender.stop();
    expect(sink.received).toHaveLength(20);
    expect(sink.connections() - opened).toBeLessThanOrEqual(2);
  });

  it('sends the registrant the private link, the payment link and an .ics invitation', async () => {
    const event = await addEvent(t);
    const res = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, firstName: 'Noor "<i>"', email: 'noor@example.com', eventId: event.id })
      .expect(201);
    const sender = worker();
    await sender.sendDue();
    await sender.stop();
    const mail = sink.received.find((received) =>
      received.subject?.startsWith('Your registration'),
    ) as ParsedMail;
    expect(mail.text).toMatch(new RegExp(`/my-registration/${res.body.data.id}#rt_[A-Za-z0-9_-]{43}`));
    expect(mail.text).toContain('Pay for your seat:\nhttps://pay.example.com/decode-mind?ref=<test>&x=1');
    // A name with markup is no name to repeat to the typed address (visitor-text.ts): greeted generically.
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.html).not.toContain('<i>');
    // The provider's notice names the registrant in its heading: escaped there too.
    const notice = sink.received.find((received) => received.subject?.startsWith('New registration'));
    expect(notice?.html).toMatch(/<h1[^>]*>Noor &quot;&lt;i&gt;&quot; Hassan registered for /);
    // The invitation, and the check-in QR code shown inline above the code itself.
    const byType = new Map(mail.attachments.map((attachment) => [attachment.contentType, attachment]));
    expect([...byType.keys()].sort()).toEqual(['image/png', 'text/calendar']);
    const invitation = byType.get('text/calendar')?.content.toString().replace(/\r\n /g, '');
    expect(invitation).toContain('DTSTART:20261207T050000Z');
    const code = /Your check-in code \(show it at the door\): (CI1-[A-Za-z0-9_-]{35})/.exec(
      mail.text ?? '',
    )?.[1];
    expect(code).toBeDefined();
    expect(invitation).toContain(`Your check-in code (show it at the door): ${code}`);
    expect(byType.get('image/png')?.cid).toBe('check-in-qr');
    // mailparser puts the inline image in place of its cid: the HTML shows it.
    expect(mail.html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="QR code for check-in"/);
  });

  it('sends a binary attachment kept as base64, past 64 KB (MEDIUMTEXT on MySQL), byte for byte', async () => {
    const file = Buffer.from(Array.from({ length: 100_000 }, (_, index) => (index * 7919) % 256));
    await t.app.db.transaction((manager) =>
      t.app.services.get('mail').queue(manager, [
        {
          to: 'learner@example.com',
          subject: 'Your certificate',
          text: 'Attached.',
          html: '<p>Attached.</p>',
          about: { kind: 'registration', id: 'binary-attachment' },
          attachments: [
            {
              filename: 'certificate.pdf',
              contentType: 'application/pdf',
              content: file.toString('base64'),
              encoding: 'base64',
            },
          ],
        },
      ]),
    );
    const sender = worker();
    await sender.sendDue();
    await sender.stop();
    const mail = sink.received.find((received) => received.subject === 'Your certificate') as ParsedMail;
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      contentType: 'application/pdf',
      filename: 'certificate.pdf',
    });
    expect(Buffer.compare(mail.attachments[0].content, file)).toBe(0);
  });

  it('keeps a refused mail, retries it after the backoff and delivers it once', async () => {
    await enquiry('Please call me back.', 'retry@example.com');
    sink.refuseNext(1);
    const sender = worker();
    expect(await sender.sendDue()).toBe(1);
    const [refused] = await outbox().findBy({ status: 'pending' });
    expect(refused).toMatchObject({ attempts: 1, status: 'pending' });
    expect(refused.lastError).toContain('Mailbox busy');
    expect(refused.nextAttemptAt.getTime()).toBe(now.getTime() + FAST.baseDelayMs);

    expect(await sender.sendDue()).toBe(0);
    now = new Date(now.getTime() + FAST.baseDelayMs);
    expect(await sender.sendDue()).toBe(1);
    await sender.stop();
    expect(sink.received.map((mail) => mail.subject)).toHaveLength(2);
    expect(await outbox().countBy({ status: 'sent' })).toBe(2);
    // The submission itself was stored at once, whatever the mail server did.
    expect(await t.dataSource.getRepository(Enquiry).countBy({ email: 'retry@example.com' })).toBe(1);
  });

  it('takes a transport that cannot load nodemailer for no refusal: the round fails, the mails stay untried', async () => {
    await enquiry('Sent once the library loads.', 'unloaded@example.com');
    const unloadable = {
      open: async () => {
        throw new Error("Cannot find module 'nodemailer'");
      },
      deliver: async () => undefined,
      close: () => undefined,
    };
    const sender = new MailWorker(t.app.db, unloadable, t.app.services.get('mail'), clock, log.logger, FAST);
    await expect(sender.sendDue()).rejects.toThrow("Cannot find module 'nodemailer'");
    await sender.stop();
    const mails = await outbox().find();
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });

  it('doubles the wait after each refusal and gives up after the last attempt', async () => {
    await enquiry('Refused for good.', 'refused@example.com');
    await outbox().delete({ recipient: 'hello@consciousliving.academy' });
    sink.refuseNext(10);
    const sender = worker();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= FAST.maxAttempts; attempt += 1) {
      await sender.sendDue();
      const [mail] = await outbox().find();
      waits.push(mail.nextAttemptAt.getTime() - now.getTime());
      now = mail.nextAttemptAt;
    }
    await sender.stop();
    expect(waits.slice(0, 2)).toEqual([30_000, 60_000]);
    const [mail] = await outbox().find();
    expect(mail).toMatchObject({ status: 'failed', attempts: 3 });
    expect(sink.received).toHaveLength(0);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        mailId: mail.id,
        attempts: 3,
        msg: expect.stringMatching(/giving up/),
      }),
    );
    expect(log.text()).not.toContain('refused@example.com');
  });

  it('after a crash, sends what was not sent yet and never resends what was', async () => {
    await enquiry('Sent before the crash.', 'crash@example.com');
    const [sent, interrupted] = await outbox().find({ order: { recipient: 'ASC' } });
    await outbox().update(sent.id, { status: 'sent', sentAt: now });
    // A worker claimed this one and died before finishing: its claim lapses after claimMs.
    await outbox().update(interrupted.id, {
      status: 'sending',
      attempts: 1,
      claimToken: 'dead-worker',
      lockedUntil: new Date(now.getTime() + FAST.claimMs),
    });
    const sender = worker();
    expect(await sender.sendDue()).toBe(0);
    now = new Date(now.getTime() + FAST.claimMs + 1);
    expect(await sender.sendDue()).toBe(1);
    expect(await sender.sendDue()).toBe(0);
    await sender.stop();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].to).toMatchObject({ text: interrupted.recipient });
  });

  it('stops after the mail in flight and hands the rest of its batch back untried', async () => {
    for (let i = 0; i < 6; i += 1) await enquiry(`Backlog ${i}`, `backlog${i}@example.com`);
    const inFlight = sink.holdNext();
    const sender = worker();
    sender.start();
    await inFlight.arrived;
    const stopped = sender.stop();
    inFlight.release();
    await stopped;
    expect(sink.received).toHaveLength(1);
    expect(await outbox().countBy({ status: 'sent' })).toBe(1);
    const handedBack = await outbox().findBy({ status: 'pending' });
    expect(handedBack).toHaveLength(11);
    for (const mail of handedBack) {
      expect(mail).toMatchObject({ attempts: 0, claimToken: null, lockedUntil: null });
    }
    const next = worker();
    expect(await next.sendDue()).toBe(11);
    await next.stop();
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(12);
  });

  it('lets two workers share the outbox without sending a mail twice', async () => {
    for (let i = 0; i < 5; i += 1) await enquiry(`Message ${i}`, `pair${i}@example.com`);
    const [a, b] = [worker(), worker()];
    const [sentByA, sentByB] = await Promise.all([a.sendDue(), b.sendDue()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(sentByA + sentByB).toBe(10);
    expect(sink.received).toHaveLength(10);
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(10);
  });

  it('claims and marks a batch of mails in one statement each, not one per mail', async () => {
    for (let i = 0; i < 6; i += 1) await enquiry(`Batch ${i}`, `batch${i}@example.com`);
    const statements: string[] = [];
    const counter: EntitySubscriberInterface = { afterQuery: (event) => void statements.push(event.query) };
    t.dataSource.subscribers.push(counter);
    try {
      const sender = worker();
      expect(await sender.sendDue()).toBe(12);
      await sender.stop();
    } finally {
      t.dataSource.subscribers.splice(t.dataSource.subscribers.indexOf(counter), 1);
    }
    expect(await outbox().countBy({ status: 'sent' })).toBe(12);
    // Reads: lapsed claims once, the mails due per batch (of 10, then the 2 left). Writes: per batch its
    // claim and its mark, each between BEGIN and COMMIT on SQLite.
    const writes = 2 * 2 * (kind.name === 'sqlite' ? 3 : 1);
    expect(statements).toHaveLength(1 + 2 + writes);
  });

  it('writes each mail as one .eml file in the outbox folder when no SMTP server is set', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'academy-outbox-'));
    try {
      await enquiry('Written to a file.', 'file@example.com');
      const sender = worker({ ...t.config.mail, smtpUrl: undefined, outboxDir: folder });
      expect(await sender.sendDue()).toBe(2);
      const files = readdirSync(folder);
      expect(files).toHaveLength(2);
      for (const file of files) expect(file).toMatch(/^2026-11-23T08-00-00-000Z-[0-9a-f-]{36}\.eml$/);
      const parsed = await simpleParser(readFileSync(join(folder, files[0])));
      expect(parsed.subject).toMatch(/enquiry|received your message/i);
      // Resending the same row (a lapsed claim) replaces its file instead of adding one.
      const [row] = await outbox().find();
      await outbox().update(row.id, { status: 'pending' });
      await sender.sendDue();
      await sender.stop();
      expect(readdirSync(folder)).toHaveLength(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('makes the outbox folder when the transport is made, and again if it is removed later', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'academy-outbox-'));
    const folder = join(parent, 'outbox');
    try {
      const sender = worker({ ...t.config.mail, smtpUrl: undefined, outboxDir: folder });
      expect(readdirSync(folder)).toEqual([]);
      rmSync(folder, { recursive: true, force: true });
      await enquiry('Written after the folder went.', 'gone@example.com');
      expect(await sender.sendDue()).toBe(2);
      await sender.stop();
      expect(readdirSync(folder)).toHaveLength(2);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
