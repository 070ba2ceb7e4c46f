import { randomUUID } from 'node:crypto';
import { DataSource, Table, TableColumn } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { testDatabaseKinds } from '../testing/test-databases';
import { DATABASE_CONTENTS } from '.';

type Row = Record<string, unknown>;
interface StoredRow {
  table: string;
  /** The migration after which it was written. */
  migration: string;
  row: Row;
  primary: string[];
}

/** In the order TypeORM runs them: by the timestamp that ends each class name. */
const MIGRATIONS = [...DATABASE_CONTENTS.migrations].sort(
  (a, b) => Number(/\d{13}$/.exec(a.name)?.[0]) - Number(/\d{13}$/.exec(b.name)?.[0]),
);
const BOOKKEEPING = /^(migrations|sqlite_.*|typeorm_metadata)$/;

/** A value of the column's type that fits it, or the id of a row written earlier where it refers to one. */
function valueFor(table: Table, column: TableColumn, written: StoredRow[], sequence: number): unknown {
  const foreignKey = table.foreignKeys.find((key) => key.columnNames.includes(column.name));
  if (foreignKey) {
    const target = written.find((stored) => stored.table === foreignKey.referencedTableName.split('.').pop());
    const referenced = foreignKey.referencedColumnNames[foreignKey.columnNames.indexOf(column.name)];
    return target ? target.row[referenced] : null;
  }
  if (column.enum?.length) return column.enum[0];
  const type = column.type.toLowerCase();
  if (/bool|tinyint/.test(type)) return 1;
  if (/int|decimal|numeric|float|double|real/.test(type)) return 3 + sequence;
  if (/datetime|timestamp/.test(type)) return '2026-01-02 03:04:05.678';
  if (type === 'date') return '2026-01-02';
  if (/json/.test(type)) return JSON.stringify({ kept: true });
  const text =
    column.isPrimary && Number(column.length || 36) >= 36 ? randomUUID() : `v${sequence}-${column.name}`;
  return column.length ? text.slice(0, Number(column.length)) : text;
}

/** Compares what was written with what is read back, across the two engines' ways of returning types. */
function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/.test(value)) {
    return new Date(
      value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`,
    ).getTime();
  }
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

async function userTables(dataSource: DataSource): Promise<Table[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const listed = (await runner.query(
      dataSource.options.type === 'mysql'
        ? 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()'
        : "SELECT name FROM sqlite_master WHERE type = 'table'",
    )) as { name: string }[];
    return await runner.getTables(listed.map(({ name }) => name).filter((name) => !BOOKKEEPING.test(name)));
  } finally {
    await runner.release();
  }
}

const tableName = (table: Table) => table.name.split('.').pop() as string;

/**
 * Upgrading keeps data: the schema is built one migration at a time, as successive releases would have
 * left it, with a row written into each table as soon as it exists; after the last migration every row is
 * still there with its values, every entity's table exists, and every entity reads its rows.
 */
describe.each(testDatabaseKinds())('upgrading a database on %s', (kind) => {
  it('keeps every row written at every earlier schema, and makes the new tables', async () => {
    const database = await kind.create();
    const written: StoredRow[] = [];
    try {
      for (let step = 1; step <= MIGRATIONS.length; step += 1) {
        const dataSource = createDataSource(database.config, {
          entities: [],
          migrations: MIGRATIONS.slice(0, step),
        });
        await dataSource.initialize();
        try {
          await dataSource.runMigrations({ transaction: 'each' });
          const migration = MIGRATIONS[step - 1].name;
          const tables = await userTables(dataSource);
          const isWritten = (name: string) => written.some((stored) => stored.table === name);
          const fresh = tables.filter((table) => !isWritten(tableName(table)));
          while (fresh.length > 0) {
            // A table that refers to another is written after it.
            const next = fresh.findIndex((table) =>
              table.foreignKeys.every((key) => isWritten(key.referencedTableName.split('.').pop() as string)),
            );
            const [table] = fresh.splice(Math.max(next, 0), 1);
            const row: Row = {};
            table.columns.forEach((column, index) => {
              row[column.name] = valueFor(table, column, written, written.length * 100 + index);
            });
            await dataSource.createQueryBuilder().insert().into(tableName(table)).values(row).execute();
            const primary = table.columns.filter((column) => column.isPrimary).map((column) => column.name);
            written.push({ table: tableName(table), migration, row, primary });
          }
        } finally {
          await dataSource.destroy();
        }
      }

      const upgraded = createDataSource(database.config, DATABASE_CONTENTS);
      await upgraded.initialize();
      try {
        expect(await upgraded.showMigrations()).toBe(false);
        const finalTables = await userTables(upgraded);
        const tables = new Set(finalTables.map(tableName));
        for (const metadata of upgraded.entityMetadatas) expect(tables).toContain(metadata.tableName);
        // Every table got its row as soon as a migration made it.
        expect(new Set(written.map((stored) => stored.table))).toEqual(tables);
        // A column a later migration drops on purpose (its data moved or no longer meant) is not compared.
        const kept = (table: string, column: string) =>
          !!finalTables.find((final) => tableName(final) === table)?.findColumnByName(column);

        for (const { table, migration, row, primary } of written) {
          const where = primary.map((column, index) => `t.${upgraded.driver.escape(column)} = :key${index}`);
          const keys = Object.fromEntries(primary.map((column, index) => [`key${index}`, row[column]]));
          const found = (await upgraded
            .createQueryBuilder()
            .select('*')
            .from(table, 't')
            .where(where.join(' AND '), keys)
            .getRawOne()) as Row | undefined;
          expect({ table, migration, found: !!found }).toEqual({ table, migration, found: true });
          for (const [column, value] of Object.entries(row)) {
            if (!kept(table, column)) continue;
            expect({ table, column, value: normalize(found?.[column]) }).toEqual({
              table,
              column,
              value: normalize(value),
            });
          }
        }
        for (const metadata of upgraded.entityMetadatas) {
          await expect(upgraded.getRepository(metadata.target).find()).resolves.not.toHaveLength(0);
        }
      } finally {
        await upgraded.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
