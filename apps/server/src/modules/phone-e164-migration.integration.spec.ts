import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { testDatabaseKinds } from '../testing/test-databases';
import { DATABASE_CONTENTS } from '.';

/** The migrations of issue 26 §3 (phone numbers in E.164) start here; the ones before are what a database had. */
const FIRST = 1764650000000;
const stamp = (name: string) => Number(/\d{13}$/.exec(name)?.[0]);
const EARLIER = DATABASE_CONTENTS.migrations.filter((migration) => stamp(migration.name) < FIRST);

/** A row of `table` whose required columns hold plain values, with `values` over them. */
async function insert(dataSource: DataSource, table: string, values: Record<string, unknown>): Promise<void> {
  const runner = dataSource.createQueryRunner();
  const columns = (await runner.getTable(table))?.columns ?? [];
  await runner.release();
  const row: Record<string, unknown> = { id: randomUUID() };
  for (const column of columns) {
    if (column.isPrimary || column.isNullable) continue;
    const type = column.type.toLowerCase();
    row[column.name] = /bool|tinyint/.test(type)
      ? 0
      : /int/.test(type)
        ? 1
        : /datetime/.test(type)
          ? '2026-01-02 03:04:05.678'
          : `x${randomUUID()}`.slice(0, Number(column.length) || 64);
  }
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(table)
    .values({ ...row, ...values })
    .execute();
}

const read = (dataSource: DataSource, table: string, columns: string[]) =>
  dataSource
    .createQueryBuilder()
    .select(columns.map((column) => `t.${column}`).join(', '))
    .from(table, 't')
    .orderBy(`t.${columns[0]}`)
    .getRawMany();

describe.each(testDatabaseKinds())('the phone number migrations on %s', (kind) => {
  it('keep every stored number as it was and give it its E.164 form where one is known', async () => {
    const database = await kind.create();
    try {
      const before = createDataSource(database.config, { entities: [], migrations: EARLIER });
      await before.initialize();
      try {
        await before.runMigrations({ transaction: 'each' });
        // Stored by the releases before: ten digits for a mobile, the family booking's '+1 …'.
        await insert(before, 'registration', { mobileNo: '0501234567', TelNo: '+971 4 123 4567' });
        await insert(before, 'registration', { mobileNo: '5551234567', TelNo: 'Not provided' });
        await insert(before, 'contact_message', { phoneNumber: '020 7946 0958', country: 'UK' });
        await insert(before, 'contact_message', { phoneNumber: '(555) 123-4567', country: 'US' });
        await insert(before, 'family_booking', { phone: '+1 212 555 1234' });
        await insert(before, 'waiting_list_entry', { mobileNo: '0559876543' });
      } finally {
        await before.destroy();
      }

      const after = createDataSource(database.config, DATABASE_CONTENTS);
      await after.initialize();
      try {
        await after.runMigrations({ transaction: 'each' });
        expect(await read(after, 'registration', ['mobileNo', 'mobileNoE164', 'TelNo', 'telNoE164'])).toEqual(
          [
            {
              mobileNo: '0501234567',
              mobileNoE164: '+971501234567',
              TelNo: '+971 4 123 4567',
              telNoE164: '+97141234567',
            },
            { mobileNo: '5551234567', mobileNoE164: null, TelNo: 'Not provided', telNoE164: null },
          ],
        );
        expect(await read(after, 'contact_message', ['phoneNumber', 'phoneNumberE164', 'country'])).toEqual([
          { phoneNumber: '(555) 123-4567', phoneNumberE164: null, country: 'US' },
          { phoneNumber: '020 7946 0958', phoneNumberE164: '+442079460958', country: 'UK' },
        ]);
        expect(await read(after, 'family_booking', ['phone', 'phoneE164'])).toEqual([
          { phone: '+1 212 555 1234', phoneE164: '+12125551234' },
        ]);
        expect(await read(after, 'waiting_list_entry', ['mobileNo', 'mobileNoE164'])).toEqual([
          { mobileNo: '0559876543', mobileNoE164: '+971559876543' },
        ]);
        // The columns now hold a number as typed: '+971 (0) 50 123 4567' and longer, up to 30 characters.
        const typed = '+971 (0) 50 123 4567 (home)'.slice(0, 30);
        for (const [table, column] of [
          ['registration', 'mobileNo'],
          ['family_booking', 'phone'],
          ['waiting_list_entry', 'mobileNo'],
        ]) {
          await after
            .createQueryBuilder()
            .update(table)
            .set({ [column]: typed })
            .execute();
          const [row] = await read(after, table, [column, 'id']);
          expect(row[column]).toBe(typed);
        }
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
