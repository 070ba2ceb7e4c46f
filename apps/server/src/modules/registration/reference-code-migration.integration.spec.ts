import { randomUUID } from 'node:crypto';
import { createDataSource } from '../../database/data-source';
import { testDatabaseKinds } from '../../testing/test-databases';
import { DATABASE_CONTENTS } from '..';
import { REFERENCE_CODE_PATTERN } from './reference-code';
import { RegistrationReferenceCode1764130000000 } from './migrations/1764130000000-registration-reference-code';

const EARLIER = DATABASE_CONTENTS.migrations.filter(
  (migration) => Number(/\d{13}$/.exec(migration.name)?.[0]) < 1764130000000,
);

describe.each(testDatabaseKinds())('the reference code migration on %s', (kind) => {
  it('gives every existing registration a code of its own', async () => {
    const database = await kind.create();
    try {
      const before = createDataSource(database.config, { entities: [], migrations: EARLIER });
      await before.initialize();
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      try {
        await before.runMigrations({ transaction: 'each' });
        const runner = before.createQueryRunner();
        const table = await runner.getTable('registration');
        await runner.release();
        for (const id of ids) {
          const row: Record<string, unknown> = { id };
          for (const column of table?.columns ?? []) {
            if (column.isPrimary || column.isNullable) continue;
            const type = column.type.toLowerCase();
            row[column.name] = /bool|tinyint/.test(type)
              ? 0
              : /datetime/.test(type)
                ? '2026-01-02 03:04:05.678'
                : `${column.name === 'accessTokenHash' ? id : 'x'}`.slice(0, Number(column.length) || 64);
          }
          await before.createQueryBuilder().insert().into('registration').values(row).execute();
        }
      } finally {
        await before.destroy();
      }

      const after = createDataSource(database.config, {
        entities: [],
        migrations: [...EARLIER, RegistrationReferenceCode1764130000000],
      });
      await after.initialize();
      try {
        await after.runMigrations({ transaction: 'each' });
        const rows: { referenceCode: string }[] = await after
          .createQueryBuilder()
          .select('r.referenceCode', 'referenceCode')
          .from('registration', 'r')
          .getRawMany();
        expect(rows).toHaveLength(3);
        for (const { referenceCode } of rows) expect(referenceCode).toMatch(REFERENCE_CODE_PATTERN);
        expect(new Set(rows.map((row) => row.referenceCode)).size).toBe(3);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
