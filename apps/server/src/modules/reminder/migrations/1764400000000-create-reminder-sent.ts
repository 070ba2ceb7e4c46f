import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

export class CreateReminderSent1764400000000 implements MigrationInterface {
  name = 'CreateReminderSent1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'reminder_sent',
        columns: [
          { name: 'subjectKind', type: 'varchar', length: '32', isPrimary: true },
          { name: 'subjectId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'days', type: 'int', isPrimary: true },
          { name: 'sentAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'reminder_sent');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reminder_sent');
  }
}
