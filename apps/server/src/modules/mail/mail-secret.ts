import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { foldLines } from 'ical-generator';
import { MailAttachment, OutboxMail } from './outbox-mail.entity';

/**
 * Where a mail's secret (a private link's token) goes in its text, HTML and attachments. The outbox
 * keeps the placeholder and the secret sealed; the worker puts the secret in only to send.
 */
export const MAIL_SECRET = '{{secret}}';

/** RFC 5545 folds calendar lines at 75 octets; a placeholder may be split across two lines. */
const unfold = (calendar: string) => calendar.replace(/\r\n[ \t]/g, '');

/**
 * Seals a mail's secret with AES-256-GCM under a key derived from JWT_SECRET, so that a copy of the
 * database (a backup, a staff query) opens no registration.
 */
export class MailSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'outbox mail secret', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** Throws when the value was sealed under another key (JWT_SECRET changed) or altered. */
  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** The mail as it is sent: its sealed secret in place of every placeholder. */
  reveal(mail: OutboxMail): OutboxMail {
    if (!mail.sealedSecret) return mail;
    const secret = this.open(mail.sealedSecret);
    const put = (text: string) => text.replaceAll(MAIL_SECRET, secret);
    const attachments: MailAttachment[] | null = mail.attachments && JSON.parse(mail.attachments);
    return {
      ...mail,
      text: put(mail.text),
      html: put(mail.html),
      attachments: attachments
        ? JSON.stringify(
            attachments.map((attachment) => ({
              ...attachment,
              content: attachment.contentType.startsWith('text/calendar')
                ? foldLines(put(unfold(attachment.content)))
                : put(attachment.content),
            })),
          )
        : null,
    };
  }
}
