import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

/** The catalogue: one row per programme level with its fee, currency and duration (filled by the seed). */
export class CreateProgrammeLevel1764660000000 implements MigrationInterface {
  name = 'CreateProgrammeLevel1764660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'programme_level',
        columns: [
          { name: 'id', type: 'varchar', length: '40', isPrimary: true },
          { name: 'programme', type: 'varchar', length: '32' },
          { name: 'level', type: 'varchar', length: '120' },
          { name: 'feeAmount', type: 'int' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'durationDays', type: 'int' },
          { name: 'hours', type: 'int', isNullable: true },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          {
            name: 'IDX_programme_level_programme_level',
            columnNames: ['programme', 'level'],
            isUnique: true,
          },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'programme_level');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('programme_level');
  }
}
