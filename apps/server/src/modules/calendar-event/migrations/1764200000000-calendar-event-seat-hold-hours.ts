import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** Staff may hold an event's unpaid seats longer or shorter than SEAT_HOLD_HOURS. */
export class CalendarEventSeatHoldHours1764200000000 implements MigrationInterface {
  name = 'CalendarEventSeatHoldHours1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'calendar_event',
      new TableColumn({ name: 'seatHoldHours', type: 'int', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('calendar_event', 'seatHoldHours');
  }
}
