import 'reflect-metadata';
import { loadConfig } from '../config';
import { MIGRATIONS, openDatabase } from '../database/data-source';

/** Runs pending migrations once, for deployments that start many instances together. */
async function migrate(): Promise<void> {
  const dataSource = await openDatabase(loadConfig().database);
  console.info(`Database schema is up to date (${MIGRATIONS.length} migrations)`);
  await dataSource.destroy();
}

migrate().catch((error: Error) => {
  console.error(`Migration failed: ${error.message}`);
  process.exit(1);
});
