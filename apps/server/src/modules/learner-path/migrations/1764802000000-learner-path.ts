import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

const text = (name: string, length: number, isNullable = false) => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const moment = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });

/** Enrolments awaiting approval of a prerequisite completed elsewhere, and levels staff recorded as such. */
export class LearnerPath1764802000000 implements MigrationInterface {
  name = 'LearnerPath1764802000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'prerequisite_request',
        columns: [
          { ...text('registrationId', 36), isPrimary: true },
          text('neededLevel', 200),
          text('note', 500),
          moment('requestedAt'),
          text('decision', 16, true),
          moment('decidedAt', true),
        ],
      }),
    );
    await utf8mb4(queryRunner, 'prerequisite_request');
    await queryRunner.createTable(
      new Table({
        name: 'external_completion',
        columns: [
          { ...text('id', 36), isPrimary: true },
          text('email', 254),
          text('programme', 32),
          text('level', 200),
          text('note', 500),
          text('registrationId', 36),
          moment('recordedAt'),
          text('recordedBy', 254),
        ],
        indices: [{ name: 'IDX_external_completion_email', columnNames: ['email'] }],
      }),
    );
    await utf8mb4(queryRunner, 'external_completion');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('external_completion');
    await queryRunner.dropTable('prerequisite_request');
  }
}
