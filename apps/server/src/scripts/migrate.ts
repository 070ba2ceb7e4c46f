import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../database/data-source';
import { DATABASE_CONTENTS } from '../modules';

/** Runs pending migrations once, for deployments that start many instances together. */
async function migrate(): Promise<void> {
  const dataSource = await openDatabase(loadConfig().database, DATABASE_CONTENTS);
  console.info(`Database schema is up to date (${DATABASE_CONTENTS.migrations.length} migrations)`);
  await dataSource.destroy();
}

migrate().catch((error: Error) => {
  console.error(`Migration failed: ${error.message}`);
  process.exit(1);
});
