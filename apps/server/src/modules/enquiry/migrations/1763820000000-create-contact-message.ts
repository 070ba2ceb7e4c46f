import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Written with TypeORM's table API so the one migration runs on SQLite and MySQL alike. */
export class CreateContactMessage1763820000000 implements MigrationInterface {
  name = 'CreateContactMessage1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contact_message',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'firstName', type: 'varchar', length: '100' },
          { name: 'lastName', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phoneNumber', type: 'varchar', length: '30' },
          { name: 'country', type: 'varchar', length: '2' },
          { name: 'zipCode', type: 'varchar', length: '20' },
          { name: 'message', type: 'text' },
          { name: 'acceptPrivacyPolicy', type: 'boolean' },
          { name: 'status', type: 'varchar', length: '16', default: "'new'" },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_contact_message_createdAt', columnNames: ['createdAt'] }],
      }),
    );
    if (queryRunner.connection.options.type === 'mysql') {
      // A server whose default charset is latin1 would turn names in other scripts into '?'.
      await queryRunner.query(
        'ALTER TABLE `contact_message` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contact_message');
  }
}
