import { QueryRunner } from 'typeorm';

/**
 * A MySQL server whose default character set is latin1 would turn names in other scripts into '?':
 * every table a migration creates is converted to utf8mb4. SQLite stores UTF-8 already.
 */
export async function utf8mb4(queryRunner: QueryRunner, table: string): Promise<void> {
  if (queryRunner.connection.options.type !== 'mysql') return;
  await queryRunner.query(
    `ALTER TABLE \`${table}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
}
