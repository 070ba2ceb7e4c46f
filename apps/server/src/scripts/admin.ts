import 'reflect-metadata';
import { AppError } from '../common/app-error';
import { SYSTEM_CLOCK } from '../common/clock';
import { loadConfig } from '../config';
import { openDatabase } from '../database/data-source';
import { Database } from '../database/database';
import { AdminAccountService } from '../modules/admin-auth/admin-account.service';
import { AdminSessionService } from '../modules/admin-auth/admin-session.service';
import { resolveJwtSecret } from '../jwt-secret';
import { generatePassword } from '../modules/admin-auth/passwords';
import { DATABASE_CONTENTS } from '../modules';
import { DatabaseStore } from '../modules/shared-store/database-store';

const USAGE = `Usage:
  npm run admin -- create EMAIL [--password-stdin]          create an admin account
  npm run admin -- reset-password EMAIL [--password-stdin]  set a new password (ends the account's sessions)
Without --password-stdin a strong password is generated and printed once.`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Admin accounts from the command line, on the database the server uses (same environment variables). */
async function main(argv: string[]): Promise<void> {
  const [command, email, ...flags] = argv;
  if (!['create', 'reset-password'].includes(command ?? '') || !email) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const password = flags.includes('--password-stdin') ? await readStdin() : generatePassword();
  const dataSource = await openDatabase(config.database, DATABASE_CONTENTS);
  try {
    const db = new Database(dataSource);
    const sessions = new AdminSessionService(
      db,
      new DatabaseStore(db, SYSTEM_CLOCK),
      resolveJwtSecret(config.admin.jwtSecret, config.dataDir),
      SYSTEM_CLOCK,
    );
    const accounts = new AdminAccountService(db, sessions, SYSTEM_CLOCK);
    const account =
      command === 'create'
        ? await accounts.createAccount(email, password)
        : await accounts.resetPassword(email, password);
    console.info(
      `${command === 'create' ? 'Created' : 'Reset the password of'} the admin account ${account.email}`,
    );
    if (!flags.includes('--password-stdin')) console.info(`  password: ${password}  (shown only this once)`);
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(
    error instanceof AppError ? (error.details.fieldErrors?.[0]?.message ?? error.message) : error.message,
  );
  process.exit(1);
});
