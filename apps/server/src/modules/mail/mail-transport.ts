import { mkdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { onFirstUse } from '../../common/on-first-use';
import { MailConfig } from '../../config';
import { MailAttachment, OutboxMail } from './outbox-mail.entity';

/** Delivers one queued mail; throws when the mail server refuses it (the worker retries later). */
export interface MailTransport {
  /**
   * Gets ready to deliver: loads nodemailer the first time. The worker opens the transport before it
   * claims any mail, so a library that cannot load fails the round, logged, and no mail is taken as
   * refused for it.
   */
  open(): Promise<void>;
  deliver(mail: OutboxMail): Promise<void>;
  close(): void;
}

type Nodemailer = typeof import('nodemailer');

/**
 * A nodemailer transport made when first asked for, not at start: only an instance that sends mail
 * (BACKGROUND_WORK) loads nodemailer. `close` closes it if it was made.
 */
function onFirstMail<T extends { close(): void }>(make: (nodemailer: Nodemailer) => T) {
  let made: T | undefined;
  return {
    get: onFirstUse(async () => (made = make(await import('nodemailer')))),
    close: () => made?.close(),
  };
}

/** The mail as nodemailer builds it. The Message-ID is the outbox row's, the same on every attempt. */
function message(mail: OutboxMail, from: string, domain: string) {
  const attachments: MailAttachment[] = mail.attachments ? JSON.parse(mail.attachments) : [];
  return {
    from,
    to: mail.recipient,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domain}>`,
    date: mail.createdAt,
    attachments: attachments.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
      encoding: attachment.encoding,
      cid: attachment.cid,
    })),
  };
}

/** SMTP_URL set: the mail server. Otherwise each mail is written as an .eml file to DATA_DIR/outbox. */
export function createMailTransport(config: MailConfig, domain: string): MailTransport {
  if (config.smtpUrl) {
    // Pooled: the mails of a round go over a few open connections instead of one connection (TCP, TLS,
    // greeting, sign-in) each. The address may still say otherwise (?pool=false).
    const url = config.smtpUrl;
    const smtp = onFirstMail((nodemailer) => nodemailer.createTransport({ url, pool: true }));
    return {
      async open() {
        await smtp.get();
      },
      async deliver(mail) {
        await (await smtp.get()).sendMail(message(mail, config.from, domain));
      },
      close: smtp.close,
    };
  }
  const files = onFirstMail((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  // Made at once at start, where an operator looks for it; again (without blocking) if removed later.
  mkdirSync(config.outboxDir, { recursive: true });
  const makeFolder = () => mkdir(config.outboxDir, { recursive: true });
  return {
    async open() {
      await files.get();
    },
    async deliver(mail) {
      const built = await (await files.get()).sendMail(message(mail, config.from, domain));
      // Named after the outbox row, and moved into place whole: a second attempt of the same mail
      // replaces its file instead of adding a copy, and nobody reads a half-written file.
      const name = `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      const partial = join(config.outboxDir, `.${name}.partial`);
      // Written without blocking: under load the worker shares the thread with every request.
      try {
        await writeFile(partial, built.message as Buffer);
      } catch (error) {
        // The folder was removed after start: make it again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await makeFolder();
        await writeFile(partial, built.message as Buffer);
      }
      await rename(partial, join(config.outboxDir, name));
    },
    close: files.close,
  };
}
