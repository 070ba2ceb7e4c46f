import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PDFParse } from 'pdf-parse';
import { dataDir, daysFromToday } from './database';

/**
 * Puts an event's days behind us (it ended yesterday) and marks its registrations completed, as
 * staff's check-ins on those days would have: certificates are issued from the last day on.
 */
export function completeEvent(eventId: string, registrationIds: readonly string[]): void {
  const db = new Database(join(dataDir(), 'academy.sqlite'), { fileMustExist: true });
  try {
    db.transaction(() => {
      db.prepare('UPDATE calendar_event SET date = ?, endDate = ? WHERE id = ?').run(
        daysFromToday(-2),
        daysFromToday(-1),
        eventId,
      );
      const complete = db.prepare(
        `INSERT INTO registration_completion (registrationId, completedAt, how, byStaff, reason)
         VALUES (?, ?, 'staff', 'e2e.admin@example.com', 'Attended both days')`,
      );
      const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
      for (const id of registrationIds) complete.run(id, now);
    })();
  } finally {
    db.close();
  }
}

/** The text of a PDF, as pdf.js reads it (words drawn one by one come back joined by tabs). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\t/g, ' ');
  } finally {
    await parser.destroy();
  }
}
