import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

export class CreateAuditEntry1763930000000 implements MigrationInterface {
  name = 'CreateAuditEntry1763930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_entry',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'at', type: 'datetime', precision: 3 },
          { name: 'actorId', type: 'varchar', length: '36', isNullable: true },
          { name: 'actor', type: 'varchar', length: '254' },
          { name: 'action', type: 'varchar', length: '64' },
          { name: 'subjectKind', type: 'varchar', length: '32' },
          { name: 'subjectId', type: 'varchar', length: '64' },
          { name: 'summary', type: 'varchar', length: '500' },
        ],
        indices: [{ name: 'IDX_audit_entry_subject', columnNames: ['subjectKind', 'subjectId', 'at'] }],
      }),
    );
    await utf8mb4(queryRunner, 'audit_entry');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_entry');
  }
}
