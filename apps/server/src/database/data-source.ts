import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, MigrationInterface } from 'typeorm';
import { DatabaseConfig, mysqlDriverUrl } from '../config';
import { Seed, describeSeed, seedDatabase } from './seed';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes
export type EntityClass = Function;
export type MigrationClass = new () => MigrationInterface;

/**
 * What the modules keep in the database, handed over by the composition root (modules/index.ts), so
 * this folder never needs to know which modules there are.
 */
export interface DatabaseContents {
  entities: readonly EntityClass[];
  /**
   * Each class name ends in its 13-digit timestamp, and TypeORM runs them in that order (refusing a
   * name without one, or a name twice), so a table another module refers to is created first when its
   * migration was written earlier.
   */
  migrations: readonly MigrationClass[];
  /** Published content for empty tables, filled in this order. */
  seeds: readonly Seed[];
}

/**
 * The schema is owned by migrations on both engines (never `synchronize`), so upgrading keeps data.
 * Entities and migrations are listed as classes, not globs, so the same list works from ts and dist.
 */
export function createDataSource(
  database: DatabaseConfig,
  { entities, migrations }: Pick<DatabaseContents, 'entities' | 'migrations'>,
): DataSource {
  if (database.type === 'mysql') {
    return new DataSource({
      type: 'mysql',
      url: mysqlDriverUrl(database.url),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: 5000,
      entities: [...entities],
      migrations: [...migrations],
      synchronize: false,
    });
  }
  mkdirSync(dirname(database.file), { recursive: true });
  return new DataSource({
    type: 'better-sqlite3',
    database: database.file,
    // WAL keeps readers and the single writer out of each other's way.
    enableWAL: true,
    entities: [...entities],
    migrations: [...migrations],
    synchronize: false,
  });
}

/**
 * Connects, brings the schema up to date and seeds the published content into empty tables; `log`
 * receives one line saying what the seeds added.
 */
export async function openDatabase(
  database: DatabaseConfig,
  contents: DatabaseContents,
  log: (line: string) => void = () => {},
): Promise<DataSource> {
  const dataSource = createDataSource(database, contents);
  await dataSource.initialize();
  try {
    await takingTurns(dataSource, async () => {
      await dataSource.runMigrations({ transaction: 'each' });
      log(describeSeed(contents.seeds, await seedDatabase(dataSource, contents.seeds)));
    });
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/** How long a starting instance waits for another one's migrations before giving up. */
const MIGRATION_LOCK_WAIT_SECONDS = 600;

/**
 * Instances started together on one MySQL database take turns at `work` (a named lock of the server,
 * per database, freed when its connection ends): the first migrates and seeds, the others then find
 * nothing left to do instead of creating the same tables at once. SQLite serves one instance.
 */
async function takingTurns(dataSource: DataSource, work: () => Promise<void>): Promise<void> {
  if (dataSource.options.type !== 'mysql') return work();
  const runner = dataSource.createQueryRunner();
  try {
    const lock = "LEFT(CONCAT('academy-migrations:', DATABASE()), 64)";
    const [{ taken }] = await runner.query(`SELECT GET_LOCK(${lock}, ?) AS taken`, [
      MIGRATION_LOCK_WAIT_SECONDS,
    ]);
    if (Number(taken) !== 1) {
      throw new Error(`another instance kept the migration lock for ${MIGRATION_LOCK_WAIT_SECONDS} s`);
    }
    try {
      await work();
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${lock})`);
    }
  } finally {
    await runner.release();
  }
}
