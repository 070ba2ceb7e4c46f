import { QueryRunner } from 'typeorm';

/**
 * Makes a NOT NULL varchar column longer, keeping its values. TypeORM's changeColumn cannot: on MySQL it
 * drops and adds again a column whose length changes, losing every value. SQLite does not enforce a
 * varchar's length, so there is nothing to change there.
 */
export async function widenVarchar(
  queryRunner: QueryRunner,
  table: string,
  column: string,
  length: number,
): Promise<void> {
  if (queryRunner.connection.options.type !== 'mysql') return;
  await queryRunner.query(
    `ALTER TABLE \`${table}\` MODIFY \`${column}\` varchar(${length}) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`,
  );
}

/** Rows read and written per round trip by backfill. */
const BACKFILL_BATCH = 500;

/**
 * Fills a column a migration has just added from each row's other columns (`read`), batch by batch in
 * the order of the table's `id`, so a large table is never held in memory at once. A row for which
 * `derive` gives null is left as it is.
 */
export async function backfill(
  queryRunner: QueryRunner,
  table: string,
  read: readonly string[],
  column: string,
  derive: (row: Record<string, unknown>) => string | null,
): Promise<void> {
  let after = '';
  for (;;) {
    const query = queryRunner.manager.createQueryBuilder().select('t.id', 'id').from(table, 't');
    for (const name of read) query.addSelect(`t.${name}`, name);
    const rows: Record<string, unknown>[] = await query
      .where('t.id > :after', { after })
      .orderBy('t.id', 'ASC')
      .limit(BACKFILL_BATCH)
      .getRawMany();
    for (const row of rows) {
      const value = derive(row);
      if (value === null) continue;
      await queryRunner.manager
        .createQueryBuilder()
        .update(table)
        .set({ [column]: value })
        .where('id = :id', { id: row.id })
        .execute();
    }
    if (rows.length < BACKFILL_BATCH) return;
    after = String(rows[rows.length - 1].id);
  }
}
