import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

export class CreateAdminUser1763940000000 implements MigrationInterface {
  name = 'CreateAdminUser1763940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'admin_user',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'passwordHash', type: 'varchar', length: '200' },
          { name: 'sessionsValidAfter', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastLoginAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'admin_user');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('admin_user');
  }
}
