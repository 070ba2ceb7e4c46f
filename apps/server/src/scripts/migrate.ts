import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../database/data-source';

/** Runs pending migrations once, for deployments that start many instances together. */
async function migrate(): Promise<void> {
  const dataSource = await openDatabase(loadConfig().database);
  const applied = await dataSource.query(
    dataSource.options.type === 'mysql' ? 'SELECT name FROM `migrations`' : 'SELECT name FROM "migrations"',
  );
  console.info(`Database schema is up to date (${applied.length} migrations applied)`);
  await dataSource.destroy();
}

migrate().catch((error: Error) => {
  console.error(`Migration failed: ${error.message}`);
  process.exit(1);
});
