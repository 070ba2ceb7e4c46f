import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/** The purge of ended throttle windows finds them by their end. */
export class ThrottleCounterResetIndex1764140000000 implements MigrationInterface {
  name = 'ThrottleCounterResetIndex1764140000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'throttle_counter',
      new TableIndex({ name: 'IDX_throttle_counter_resetAt', columnNames: ['resetAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('throttle_counter', 'IDX_throttle_counter_resetAt');
  }
}
