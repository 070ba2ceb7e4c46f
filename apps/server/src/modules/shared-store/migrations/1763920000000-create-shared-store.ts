import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

export class CreateSharedStore1763920000000 implements MigrationInterface {
  name = 'CreateSharedStore1763920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'revoked_session',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'until', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_revoked_session_until', columnNames: ['until'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'throttle_counter',
        columns: [
          { name: 'key', type: 'varchar', length: '200', isPrimary: true },
          { name: 'count', type: 'int' },
          { name: 'resetAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'throttle_counter');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('throttle_counter');
    await queryRunner.dropTable('revoked_session');
  }
}
