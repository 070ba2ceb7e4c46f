import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** A "Lost your link?" link replaces the others only once it is used (issue 25): it is marked so. */
export class RegistrationLinkReplacesOthers1764620000001 implements MigrationInterface {
  name = 'RegistrationLinkReplacesOthers1764620000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'registration_link',
      new TableColumn({ name: 'replacesOthers', type: 'boolean', default: false }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('registration_link', 'replacesOthers');
  }
}
