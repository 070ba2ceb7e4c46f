import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { readPhone } from '@academy/validation';
import { backfill, widenVarchar } from '../../../database/column-changes';

/**
 * The phone is kept as the family typed it (any country's number now, no fixed +1), with its E.164 form
 * beside it (issue 26 §3); the bookings already stored ('+1 212 555 1234') get theirs here.
 */
export class FamilyBookingPhoneE1641764650200000 implements MigrationInterface {
  name = 'FamilyBookingPhoneE1641764650200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await widenVarchar(queryRunner, 'family_booking', 'phone', 30);
    await queryRunner.addColumn(
      'family_booking',
      new TableColumn({ name: 'phoneE164', type: 'varchar', length: '16', isNullable: true }),
    );
    await backfill(
      queryRunner,
      'family_booking',
      ['phone'],
      'phoneE164',
      (row) => readPhone(row.phone)?.e164 ?? null,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('family_booking', 'phoneE164');
  }
}
