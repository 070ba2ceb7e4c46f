import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The hash of the content a submission key first came with: the key repeats only that booking.
 * Rows stored before have none, so their keys are never repeated again.
 */
export class FamilyBookingSubmissionHash1764640100000 implements MigrationInterface {
  name = 'FamilyBookingSubmissionHash1764640100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'family_booking',
      new TableColumn({ name: 'submissionHash', type: 'varchar', length: '64', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('family_booking', 'submissionHash');
  }
}
