import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The language a registration was made in (issue 30): 'en' or 'ar'. Every registration before it came
 * from the English site, so the default fills them in.
 */
export class RegistrationLocale1764803000000 implements MigrationInterface {
  name = 'RegistrationLocale1764803000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'registration',
      new TableColumn({ name: 'locale', type: 'varchar', length: '2', isNullable: false, default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('registration', 'locale');
  }
}
