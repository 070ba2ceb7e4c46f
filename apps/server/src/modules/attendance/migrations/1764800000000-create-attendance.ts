import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

/** Who was checked in on which day of their event, and which registrations are completed. */
export class CreateAttendance1764800000000 implements MigrationInterface {
  name = 'CreateAttendance1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: number, isNullable = false) => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });
    await queryRunner.createTable(
      new Table({
        name: 'attendance',
        columns: [
          { ...text('id', 36), isPrimary: true },
          text('registrationId', 36),
          text('eventId', 64),
          text('day', 10),
          { name: 'checkedInAt', type: 'datetime', precision: 3 },
          text('checkedInById', 36, true),
          text('checkedInBy', 254),
        ],
        indices: [
          {
            name: 'IDX_attendance_registrationId_day',
            columnNames: ['registrationId', 'day'],
            isUnique: true,
          },
          { name: 'IDX_attendance_eventId_day', columnNames: ['eventId', 'day'] },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'attendance');
    await queryRunner.createTable(
      new Table({
        name: 'registration_completion',
        columns: [
          { ...text('registrationId', 36), isPrimary: true },
          { name: 'completedAt', type: 'datetime', precision: 3 },
          text('how', 16),
          text('byStaff', 254, true),
          text('reason', 500, true),
        ],
      }),
    );
    await utf8mb4(queryRunner, 'registration_completion');
    // Erasing a registration erases its attendance and completion with it.
    for (const table of ['attendance', 'registration_completion']) {
      await queryRunner.createForeignKey(
        table,
        new TableForeignKey({
          name: `FK_${table}_registration`,
          columnNames: ['registrationId'],
          referencedTableName: 'registration',
          referencedColumnNames: ['id'],
          onDelete: 'CASCADE',
        }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('registration_completion');
    await queryRunner.dropTable('attendance');
  }
}
