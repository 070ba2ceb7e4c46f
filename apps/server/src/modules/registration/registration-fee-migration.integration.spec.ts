import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../database/data-source';
import { testDatabaseKinds } from '../../testing/test-databases';
import { DATABASE_CONTENTS } from '..';
import { RegistrationFee1764660200000 } from './migrations/1764660200000-registration-fee';

const EARLIER = DATABASE_CONTENTS.migrations.filter(
  (migration) => Number(/\d{13}$/.exec(migration.name)?.[0]) < 1764660200000,
);

/** A row of every column a table requires, with these values: what an earlier release left behind. */
async function insertRow(dataSource: DataSource, table: string, values: Record<string, unknown>) {
  const runner = dataSource.createQueryRunner();
  const columns = (await runner.getTable(table))?.columns ?? [];
  await runner.release();
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.isNullable || column.default !== undefined) continue;
    const type = column.type.toLowerCase();
    row[column.name] = /bool|tinyint/.test(type)
      ? 0
      : /int/.test(type)
        ? 1
        : /datetime/.test(type)
          ? '2026-01-02 03:04:05.678'
          : randomUUID().slice(0, Number(column.length) || 36);
  }
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(table)
    .values({ ...row, ...values })
    .execute();
}

describe.each(testDatabaseKinds())('the registration fee migration on %s', (kind) => {
  it("records what each existing registration in an event owes: its event's fee, nothing for a free one", async () => {
    const database = await kind.create();
    const [paid, free, intake] = [randomUUID(), randomUUID(), randomUUID()];
    try {
      const before = createDataSource(database.config, { entities: [], migrations: EARLIER });
      await before.initialize();
      try {
        await before.runMigrations({ transaction: 'each' });
        await insertRow(before, 'calendar_event', {
          id: 'usd-event',
          priceValue: 399,
          currency: 'USD',
          noEnroll: 0,
        });
        await insertRow(before, 'calendar_event', {
          id: 'free-talk',
          priceValue: 0,
          currency: 'AED',
          noEnroll: 1,
        });
        await insertRow(before, 'registration', {
          id: paid,
          eventId: 'usd-event',
          accessTokenHash: paid,
          referenceCode: 'FEEM-0001',
        });
        await insertRow(before, 'registration', {
          id: free,
          eventId: 'free-talk',
          accessTokenHash: free,
          referenceCode: 'FEEM-0002',
        });
        await insertRow(before, 'registration', {
          id: intake,
          eventId: null,
          accessTokenHash: intake,
          referenceCode: 'FEEM-0003',
        });
      } finally {
        await before.destroy();
      }

      const after = createDataSource(database.config, {
        entities: [],
        migrations: [...EARLIER, RegistrationFee1764660200000],
      });
      await after.initialize();
      try {
        await after.runMigrations({ transaction: 'each' });
        const rows: Array<{ id: string; feeAmount: unknown; feeCurrency: string | null; feeOffer: unknown }> =
          await after
            .createQueryBuilder()
            .select([
              'r.id AS id',
              'r.feeAmount AS feeAmount',
              'r.feeCurrency AS feeCurrency',
              'r.feeOffer AS feeOffer',
            ])
            .from('registration', 'r')
            .getRawMany();
        const byId = new Map(
          rows.map((row) => [
            row.id,
            [row.feeAmount === null ? null : Number(row.feeAmount), row.feeCurrency, row.feeOffer],
          ]),
        );
        expect([byId.get(paid), byId.get(free), byId.get(intake)]).toEqual([
          [39900, 'USD', null],
          [0, 'AED', null],
          [null, null, null],
        ]);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
