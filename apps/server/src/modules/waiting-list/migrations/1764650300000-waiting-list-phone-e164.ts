import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { readPhone } from '@academy/validation';
import { backfill, widenVarchar } from '../../../database/column-changes';

/**
 * The mobile number is kept as typed, as on a registration, with its E.164 form beside it (issue 26
 * §3); the entries already stored get theirs here.
 */
export class WaitingListPhoneE1641764650300000 implements MigrationInterface {
  name = 'WaitingListPhoneE1641764650300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await widenVarchar(queryRunner, 'waiting_list_entry', 'mobileNo', 30);
    await queryRunner.addColumn(
      'waiting_list_entry',
      new TableColumn({ name: 'mobileNoE164', type: 'varchar', length: '16', isNullable: true }),
    );
    await backfill(
      queryRunner,
      'waiting_list_entry',
      ['mobileNo'],
      'mobileNoE164',
      (row) => readPhone(row.mobileNo)?.e164 ?? null,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('waiting_list_entry', 'mobileNoE164');
  }
}
