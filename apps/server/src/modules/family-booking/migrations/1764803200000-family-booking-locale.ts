import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The language a family booked in (issue 30): 'en' or 'ar'. Its confirmation, invitation and reminders
 * are in it; every booking before it came from the English site.
 */
export class FamilyBookingLocale1764803200000 implements MigrationInterface {
  name = 'FamilyBookingLocale1764803200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'family_booking',
      new TableColumn({ name: 'locale', type: 'varchar', length: '2', isNullable: false, default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('family_booking', 'locale');
  }
}
