import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Reads what the running site stored, straight from its embedded database file. */
export function findContactMessages(email: string): Array<Record<string, unknown>> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run through playwright.config.ts');
  const db = new Database(join(dataDir, 'academy.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM contact_message WHERE email = ?').all(email) as Array<
      Record<string, unknown>
    >;
  } finally {
    db.close();
  }
}
