import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

/** Certificates issued for completed registrations (issue 28 §2), and those recorded from elsewhere. */
export class CreateCertificate1764801000000 implements MigrationInterface {
  name = 'CreateCertificate1764801000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: number, isNullable = false) => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });
    await queryRunner.createTable(
      new Table({
        name: 'certificate',
        columns: [
          { ...text('id', 36), isPrimary: true },
          text('number', 24, true),
          text('currentFor', 36, true),
          text('registrationId', 36, true),
          { name: 'external', type: 'boolean', default: false },
          text('nameAsCertificate', 302),
          text('programme', 32),
          text('levelName', 200),
          text('eventId', 64, true),
          text('startDate', 10),
          text('endDate', 10, true),
          { name: 'hours', type: 'int', isNullable: true },
          text('trainer', 120),
          { name: 'issuedAt', type: 'datetime', precision: 3 },
          text('issuedBy', 254),
          { name: 'revokedAt', type: 'datetime', precision: 3, isNullable: true },
          text('revokeReason', 500, true),
          text('replacedBy', 24, true),
          text('replaces', 24, true),
        ],
        indices: [
          { name: 'IDX_certificate_number', columnNames: ['number'], isUnique: true },
          { name: 'IDX_certificate_currentFor', columnNames: ['currentFor'], isUnique: true },
          { name: 'IDX_certificate_registrationId', columnNames: ['registrationId'] },
          { name: 'IDX_certificate_eventId', columnNames: ['eventId'] },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'certificate');
    // Erasing a registration on request erases its certificates with it (its number then answers "not found").
    await queryRunner.createForeignKey(
      'certificate',
      new TableForeignKey({
        name: 'FK_certificate_registration',
        columnNames: ['registrationId'],
        referencedTableName: 'registration',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('certificate');
  }
}
