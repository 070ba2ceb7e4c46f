import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

/** The waiting lists of full calendar events and family sessions. */
export class CreateWaitingListEntry1764200200000 implements MigrationInterface {
  name = 'CreateWaitingListEntry1764200200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: number, isNullable = false) => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });
    await queryRunner.createTable(
      new Table({
        name: 'waiting_list_entry',
        columns: [
          { ...text('id', 36), isPrimary: true },
          text('kind', 16),
          text('subjectId', 64),
          text('firstName', 100),
          text('lastName', 100),
          text('email', 254),
          text('mobileNo', 10),
          { name: 'position', type: 'int' },
          text('status', 16),
          text('claimTokenHash', 64, true),
          { name: 'offerExpiresAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          {
            name: 'IDX_waiting_list_entry_line',
            columnNames: ['kind', 'subjectId', 'status', 'position'],
          },
          {
            name: 'IDX_waiting_list_entry_status_offerExpiresAt',
            columnNames: ['status', 'offerExpiresAt'],
          },
          { name: 'IDX_waiting_list_entry_claimTokenHash', columnNames: ['claimTokenHash'], isUnique: true },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'waiting_list_entry');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('waiting_list_entry');
  }
}
