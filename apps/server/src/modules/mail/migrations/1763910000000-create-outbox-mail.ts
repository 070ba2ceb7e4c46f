import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

export class CreateOutboxMail1763910000000 implements MigrationInterface {
  name = 'CreateOutboxMail1763910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'outbox_mail',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'subjectKind', type: 'varchar', length: '32' },
          { name: 'subjectId', type: 'varchar', length: '36' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'replyTo', type: 'varchar', length: '254', isNullable: true },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'text', type: 'text' },
          { name: 'html', type: 'text' },
          { name: 'attachments', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'lockedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'claimToken', type: 'varchar', length: '36', isNullable: true },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'IDX_outbox_mail_status_next', columnNames: ['status', 'nextAttemptAt'] },
          { name: 'IDX_outbox_mail_subject', columnNames: ['subjectKind', 'subjectId'] },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'outbox_mail');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox_mail');
  }
}
