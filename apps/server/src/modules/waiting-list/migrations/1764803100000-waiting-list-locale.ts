import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The language an address asked to join a waiting list in (issue 30): 'en' or 'ar'. Its mails and claim
 * link are in it; every entry before it came from the English site.
 */
export class WaitingListLocale1764803100000 implements MigrationInterface {
  name = 'WaitingListLocale1764803100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'waiting_list_entry',
      new TableColumn({ name: 'locale', type: 'varchar', length: '2', isNullable: false, default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('waiting_list_entry', 'locale');
  }
}
