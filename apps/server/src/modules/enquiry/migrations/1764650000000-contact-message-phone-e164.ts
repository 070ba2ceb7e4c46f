import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { readPhone } from '@academy/validation';
import { backfill } from '../../../database/column-changes';

/**
 * The number in E.164 beside the one the visitor typed (issue 26 §3), read for the enquiries already
 * stored as the form reads a new one (a number without a country code: the UAE's, then the chosen
 * country's); ten digits of no known country stay without one.
 */
export class ContactMessagePhoneE1641764650000000 implements MigrationInterface {
  name = 'ContactMessagePhoneE1641764650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'contact_message',
      new TableColumn({ name: 'phoneNumberE164', type: 'varchar', length: '16', isNullable: true }),
    );
    await backfill(
      queryRunner,
      'contact_message',
      ['phoneNumber', 'country'],
      'phoneNumberE164',
      (row) => readPhone(row.phoneNumber, [String(row.country ?? '')])?.e164 ?? null,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('contact_message', 'phoneNumberE164');
  }
}
