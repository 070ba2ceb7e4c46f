import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource } from 'typeorm';
import { DatabaseConfig, mysqlDriverUrl } from '../config';
import { MODULES } from '../modules';
import { describeSeed, seedDatabase } from './seed';

/** Every module's tables. */
export const ENTITIES = MODULES.flatMap((module) => module.entities);

/**
 * Every module's migrations. Each class name ends in its 13-digit timestamp, and TypeORM runs them in
 * that order (refusing a name without one, or a name twice), so a table another module refers to is
 * created first when its migration was written earlier.
 */
export const MIGRATIONS = MODULES.flatMap((module) => module.migrations);

/**
 * The schema is owned by migrations on both engines (never `synchronize`), so upgrading keeps data.
 * Entities and migrations are listed as classes, not globs, so the same list works from ts and dist.
 */
export function createDataSource(database: DatabaseConfig): DataSource {
  if (database.type === 'mysql') {
    return new DataSource({
      type: 'mysql',
      url: mysqlDriverUrl(database.url),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: 5000,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      synchronize: false,
    });
  }
  mkdirSync(dirname(database.file), { recursive: true });
  return new DataSource({
    type: 'better-sqlite3',
    database: database.file,
    // WAL keeps readers and the single writer out of each other's way.
    enableWAL: true,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
  });
}

/**
 * Connects, brings the schema up to date and seeds the published content into empty tables; `log`
 * receives one line saying what the seed added.
 */
export async function openDatabase(
  database: DatabaseConfig,
  log: (line: string) => void = () => {},
): Promise<DataSource> {
  const dataSource = createDataSource(database);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    log(describeSeed(await seedDatabase(dataSource)));
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
