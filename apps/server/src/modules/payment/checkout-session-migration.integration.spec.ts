import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../database/data-source';
import { testDatabaseKinds } from '../../testing/test-databases';
import { DATABASE_CONTENTS } from '..';
import { CheckoutSession1764600000000 } from './migrations/1764600000000-checkout-session';

const EARLIER = DATABASE_CONTENTS.migrations.filter(
  (migration) => Number(/\d{13}$/.exec(migration.name)?.[0]) < 1764600000000,
);

/** A row of `table` with every required column filled with a value of its type, then `values`. */
async function insertRow(dataSource: DataSource, table: string, values: Record<string, unknown>) {
  const runner = dataSource.createQueryRunner();
  const columns = (await runner.getTable(table))?.columns ?? [];
  await runner.release();
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.isNullable) continue;
    const type = column.type.toLowerCase();
    row[column.name] = /bool|tinyint/.test(type)
      ? 0
      : /int/.test(type)
        ? 1
        : /datetime/.test(type)
          ? '2026-01-02 03:04:05.678'
          : type === 'date'
            ? '2026-12-07'
            : randomUUID().slice(0, Number(column.length) || 36);
  }
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(table)
    .values({ ...row, ...values })
    .execute();
}

describe.each(testDatabaseKinds())('the checkout session migration on %s', (kind) => {
  it('takes over the open Checkout sessions of unpaid registrations, with their fee', async () => {
    const database = await kind.create();
    try {
      const before = createDataSource(database.config, { entities: [], migrations: EARLIER });
      await before.initialize();
      const unpaid = randomUUID();
      const paid = randomUUID();
      try {
        await before.runMigrations({ transaction: 'each' });
        await insertRow(before, 'calendar_event', { id: 'ev-1', priceValue: 1800, currency: 'USD' });
        await insertRow(before, 'registration', {
          id: unpaid,
          eventId: 'ev-1',
          paymentStatus: 'unpaid',
          checkoutSessionId: 'cs_test_open_before',
        });
        await insertRow(before, 'registration', {
          id: paid,
          eventId: 'ev-1',
          paymentStatus: 'paid',
          checkoutSessionId: 'cs_test_paid_before',
        });
      } finally {
        await before.destroy();
      }

      const after = createDataSource(database.config, {
        entities: [],
        migrations: [...EARLIER, CheckoutSession1764600000000],
      });
      await after.initialize();
      try {
        await after.runMigrations({ transaction: 'each' });
        const rows = await after
          .createQueryBuilder()
          .select(['s.id AS id', 's.registrationId AS registrationId', 's.amount AS amount'])
          .addSelect(['s.currency AS currency', 's.status AS status'])
          .from('checkout_session', 's')
          .getRawMany();
        expect(rows.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual([
          {
            id: 'cs_test_open_before',
            registrationId: unpaid,
            amount: 180000,
            currency: 'usd',
            status: 'open',
          },
        ]);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
    // Every migration runs on a new database: on MariaDB that is a minute of DDL on a busy machine.
  }, 120_000);
});
