import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { readPhone } from '@academy/validation';
import { backfill, widenVarchar } from '../../../database/column-changes';

/**
 * The mobile number is kept as the registrant typed it ('+971 50 123 4567', no longer ten digits), with
 * both numbers in E.164 beside it (issue 26 §3); the registrations already stored get theirs here.
 */
export class RegistrationPhoneE1641764650100000 implements MigrationInterface {
  name = 'RegistrationPhoneE1641764650100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await widenVarchar(queryRunner, 'registration', 'mobileNo', 30);
    await queryRunner.addColumns('registration', [
      new TableColumn({ name: 'mobileNoE164', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'telNoE164', type: 'varchar', length: '16', isNullable: true }),
    ]);
    const e164 = (value: unknown) => readPhone(value)?.e164 ?? null;
    await backfill(queryRunner, 'registration', ['mobileNo'], 'mobileNoE164', (row) => e164(row.mobileNo));
    await backfill(queryRunner, 'registration', ['TelNo'], 'telNoE164', (row) => e164(row.TelNo));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('registration', ['mobileNoE164', 'telNoE164']);
  }
}
