import { foldLines } from 'ical-generator';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** A private link's (rt_) or an e-mail change's (ec_) token: a prefix and 256 bits in base64url. */
const TOKEN = /\b(?:rt|ec)_[A-Za-z0-9_-]{43}/g;
/** Where the token stood: what mails queued since keep in their bodies (MAIL_SECRET). */
const PLACEHOLDER = '{{secret}}';
const BATCH = 200;

interface StoredMail {
  id: string;
  text: string;
  html: string;
  attachments: string | null;
}

const scrub = (text: string) => text.replace(TOKEN, PLACEHOLDER);

/** An .ics folds lines at 75 octets, so a token may be split across two of them. */
function scrubAttachments(attachments: string | null): string | null {
  if (!attachments) return attachments;
  const list = JSON.parse(attachments) as { contentType: string; content: string }[];
  return JSON.stringify(
    list.map((attachment) => ({
      ...attachment,
      content: attachment.contentType.startsWith('text/calendar')
        ? foldLines(scrub(attachment.content.replace(/\r\n[ \t]/g, '')))
        : scrub(attachment.content),
    })),
  );
}

/**
 * Mails sent before tokens were sealed kept the private link in their bodies; since then a sent mail keeps
 * only the placeholder. Those rows get the same treatment, so an old backup or staff query opens nothing.
 * Mails still waiting at the upgrade are left whole: they go out with their link.
 */
export class ScrubSentOutboxTokens1763990000000 implements MigrationInterface {
  name = 'ScrubSentOutboxTokens1763990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    let after = '';
    for (;;) {
      const rows = (await queryRunner.query(
        `SELECT id, text, html, attachments FROM outbox_mail
         WHERE status IN ('sent', 'failed') AND id > ? ORDER BY id LIMIT ${BATCH}`,
        [after],
      )) as StoredMail[];
      for (const row of rows) {
        const changed = {
          text: scrub(row.text),
          html: scrub(row.html),
          attachments: scrubAttachments(row.attachments),
        };
        if (
          changed.text !== row.text ||
          changed.html !== row.html ||
          changed.attachments !== row.attachments
        ) {
          await queryRunner.query('UPDATE outbox_mail SET text = ?, html = ?, attachments = ? WHERE id = ?', [
            changed.text,
            changed.html,
            changed.attachments,
            row.id,
          ]);
        }
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }

  /** The tokens are gone; there is nothing to put back. */
  async down(): Promise<void> {}
}
