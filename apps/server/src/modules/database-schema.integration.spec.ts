import { openDatabase } from '../database/data-source';
import { testDatabaseKinds } from '../testing/test-databases';
import { DATABASE_CONTENTS } from '.';

interface NamedIndex {
  name: string;
  columns: string[];
  unique: boolean;
}

const byName = (a: NamedIndex, b: NamedIndex) => a.name.localeCompare(b.name);

/**
 * The migrations own the schema (never `synchronize`) and the entities describe it to TypeORM: every
 * index an entity names (`@Index('IDX_<table>_…')`) is one a migration created, with the same columns
 * and uniqueness, and the migrations create no other named index.
 */
describe.each(testDatabaseKinds())('schema on %s', (kind) => {
  it('has exactly the named indexes the entities declare', async () => {
    const database = await kind.create();
    const dataSource = await openDatabase(database.config, DATABASE_CONTENTS);
    const queryRunner = dataSource.createQueryRunner();
    try {
      for (const metadata of dataSource.entityMetadatas) {
        const declared: NamedIndex[] = metadata.indices
          .filter((index) => index.givenName)
          .map((index) => ({
            name: index.name,
            columns: index.columns.map((column) => column.databaseName),
            unique: index.isUnique,
          }));
        const table = await queryRunner.getTable(metadata.tableName);
        const created: NamedIndex[] = (table?.indices ?? [])
          .filter((index) => index.name?.startsWith(`IDX_${metadata.tableName}_`))
          .map((index) => ({
            name: index.name as string,
            columns: index.columnNames,
            unique: index.isUnique,
          }));
        expect({ table: metadata.tableName, indexes: created.sort(byName) }).toEqual({
          table: metadata.tableName,
          indexes: declared.sort(byName),
        });
      }
    } finally {
      await queryRunner.release();
      await dataSource.destroy();
      await database.drop();
    }
  });
});
