import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The hash of the content a submission key first came with: the key repeats only that submission.
 * Rows stored before have none, so their keys are never repeated again.
 */
export class RegistrationSubmissionHash1764640000000 implements MigrationInterface {
  name = 'RegistrationSubmissionHash1764640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'registration',
      new TableColumn({ name: 'submissionHash', type: 'varchar', length: '64', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('registration', 'submissionHash');
  }
}
