import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** An unpaid seat's deadline; the worker finds the holds that ran out by status and deadline. */
export class RegistrationHoldUntil1764200100000 implements MigrationInterface {
  name = 'RegistrationHoldUntil1764200100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'registration',
      new TableColumn({ name: 'holdUntil', type: 'datetime', precision: 3, isNullable: true }),
    );
    await queryRunner.createIndex(
      'registration',
      new TableIndex({ name: 'IDX_registration_status_holdUntil', columnNames: ['status', 'holdUntil'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('registration', 'IDX_registration_status_holdUntil');
    await queryRunner.dropColumn('registration', 'holdUntil');
  }
}
