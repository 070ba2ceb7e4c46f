import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

export class RegistrationLink1764500000000 implements MigrationInterface {
  name = 'RegistrationLink1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'registration_link',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'registrationId', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_registration_link_registration', columnNames: ['registrationId'] }],
      }),
    );
    await utf8mb4(queryRunner, 'registration_link');
    await queryRunner.createForeignKey(
      'registration_link',
      new TableForeignKey({
        name: 'FK_registration_link_registration',
        columnNames: ['registrationId'],
        referencedTableName: 'registration',
        referencedColumnNames: ['id'],
        // Erasing a registration ends its links with it.
        onDelete: 'CASCADE',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('registration_link');
  }
}
