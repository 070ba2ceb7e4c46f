import { ParsedMail } from 'mailparser';
import request from 'supertest';
import { VALID_REGISTRATION, addEvent } from '../../testing/fixtures';
import { smtpSink } from '../../testing/smtp-sink';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { createMailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';
import { OutboxMail } from './outbox-mail.entity';
import { captureLog } from '../../testing/log-capture';

const LINK_TOKEN = /\/my-registration\/[0-9a-f-]{36}#((?:rt|ec)_[A-Za-z0-9_-]{43})/;

/** Every column of every outbox row as one text, with the .ics lines unfolded (RFC 5545 folds at 75). */
async function outboxText(t: TestApp): Promise<string> {
  const rows = await t.dataSource.getRepository(OutboxMail).find();
  return JSON.parse(JSON.stringify(rows, (_key, value) => value))
    .map((row: Record<string, unknown>) => Object.values(row).map(String).join('\n'))
    .join('\n')
    .replace(/\\r\\n /g, '')
    .replace(/\r\n /g, '');
}

/**
 * Once sent, no outbox row keeps a way to its secret: the sealed copy is gone, so not even the server's
 * own key (a copy of the database together with JWT_SECRET) opens the token from it. While waiting,
 * the secret is there sealed, so the check means something.
 */
async function expectSentRowsHoldNoSecret(t: TestApp, token: string): Promise<void> {
  const outbox = t.app.services.get('mail');
  const rows = await t.dataSource.getRepository(OutboxMail).find();
  const sent = rows.filter((row) => row.status === 'sent');
  expect(sent.length).toBeGreaterThan(0);
  for (const row of sent) {
    expect({ subject: row.subject, sealedSecret: row.sealedSecret }).toEqual({
      subject: row.subject,
      sealedSecret: null,
    });
    expect(JSON.stringify(outbox.reveal(row))).not.toContain(token);
  }
}

/** The token a delivered mail's link carries: the mail as its recipient reads it. */
function tokenIn(mail: ParsedMail | undefined): string {
  const match = mail?.text && LINK_TOKEN.exec(mail.text);
  if (!match) throw new Error(`No private link in the mail “${mail?.subject}”`);
  return match[1];
}

describe.each(testDatabaseKinds())('tokens in the outbox on %s', (kind) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof smtpSink>>;

  beforeAll(async () => {
    sink = await smtpSink();
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('keeps no private-link or confirmation token in clear, and none even sealed once the mail is sent', async () => {
    const event = await addEvent(t);
    const res = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email: 'sealed@example.com', eventId: event.id })
      .expect(201);
    const id = res.body.data.id as string;
    const worker = () =>
      new MailWorker(
        t.app.db,
        createMailTransport({ ...t.config.mail, smtpUrl: sink.url }, 'academy.example.com'),
        t.app.services.get('mail'),
        { now: () => new Date() },
        captureLog().logger,
      );
    const queued = await outboxText(t);
    const sealed = (await t.dataSource.getRepository(OutboxMail).findBy({ subjectId: id })).filter(
      (row) => row.sealedSecret,
    );
    expect(sealed.length).toBeGreaterThan(0);

    const first = worker();
    await first.sendDue();
    await first.stop();
    const confirmation = sink.received.find((mail) => mail.subject?.startsWith('Your registration'));
    const token = tokenIn(confirmation);
    const invitation = confirmation?.attachments.find((file) => file.contentType === 'text/calendar');
    expect(invitation?.content.toString().replace(/\r\n /g, '')).toContain(token);
    expect(queued).not.toContain(token);
    expect(await outboxText(t)).not.toContain(token);
    await expectSentRowsHoldNoSecret(t, token);

    // The link that confirms a new address is a secret too.
    await request(t.app.express)
      .put(`/api/awakenLimitlessHuman/${id}`)
      .set('X-Registration-Token', token)
      .send({ email: 'sealed.new@example.com' })
      .expect(200);
    const pending = await outboxText(t);
    const second = worker();
    await second.sendDue();
    await second.stop();
    const confirmLink = tokenIn(sink.received.find((mail) => mail.subject?.startsWith('Confirm your')));
    expect(pending).not.toContain(confirmLink);
    expect(await outboxText(t)).not.toContain(confirmLink);
    await expectSentRowsHoldNoSecret(t, confirmLink);
  });
});
