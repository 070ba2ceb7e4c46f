import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A certificate's PDF travels in the outbox as base64 (issue 28): past MySQL's TEXT limit of 64 KB, so
 * the attachments column becomes MEDIUMTEXT (16 MB) there. SQLite's TEXT has no such limit.
 */
export class OutboxAttachmentsMediumtext1764801100000 implements MigrationInterface {
  name = 'OutboxAttachmentsMediumtext1764801100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await queryRunner.query('ALTER TABLE `outbox_mail` MODIFY `attachments` MEDIUMTEXT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await queryRunner.query('ALTER TABLE `outbox_mail` MODIFY `attachments` TEXT NULL');
  }
}
