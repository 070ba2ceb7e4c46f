import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

/** The links a "Lost your link?" link replaced, so that opening one says so (issue 26). */
export class ReplacedRegistrationLink1764680260000 implements MigrationInterface {
  name = 'ReplacedRegistrationLink1764680260000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'replaced_registration_link',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'registrationId', type: 'varchar', length: '36' },
          { name: 'replacedAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_replaced_registration_link_registration', columnNames: ['registrationId'] }],
      }),
    );
    await utf8mb4(queryRunner, 'replaced_registration_link');
    await queryRunner.createForeignKey(
      'replaced_registration_link',
      new TableForeignKey({
        name: 'FK_replaced_registration_link_registration',
        columnNames: ['registrationId'],
        referencedTableName: 'registration',
        referencedColumnNames: ['id'],
        // Erasing a registration forgets its links with it.
        onDelete: 'CASCADE',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('replaced_registration_link');
  }
}
