import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * A waiting-list entry waits for its address to confirm it (issue 25): the hash of the confirmation
 * link's token and the time by which it must be opened. Entries already in line stay as they are.
 */
export class WaitingListConfirmation1764620000000 implements MigrationInterface {
  name = 'WaitingListConfirmation1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('waiting_list_entry', [
      new TableColumn({ name: 'joinTokenHash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'confirmBy', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await queryRunner.createIndices('waiting_list_entry', [
      new TableIndex({
        name: 'IDX_waiting_list_entry_joinTokenHash',
        columnNames: ['joinTokenHash'],
        isUnique: true,
      }),
      new TableIndex({
        name: 'IDX_waiting_list_entry_status_confirmBy',
        columnNames: ['status', 'confirmBy'],
      }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('waiting_list_entry', 'IDX_waiting_list_entry_status_confirmBy');
    await queryRunner.dropIndex('waiting_list_entry', 'IDX_waiting_list_entry_joinTokenHash');
    await queryRunner.dropColumns('waiting_list_entry', ['confirmBy', 'joinTokenHash']);
  }
}
