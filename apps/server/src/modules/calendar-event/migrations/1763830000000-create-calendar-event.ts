import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Written with TypeORM's table API so the one migration runs on SQLite and MySQL alike. */
export class CreateCalendarEvent1763830000000 implements MigrationInterface {
  name = 'CreateCalendarEvent1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'calendar_event',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'time', type: 'varchar', length: '40' },
          { name: 'location', type: 'varchar', length: '120' },
          { name: 'trainer', type: 'varchar', length: '120' },
          { name: 'type', type: 'varchar', length: '20' },
          { name: 'level', type: 'varchar', length: '60' },
          { name: 'participants', type: 'varchar', length: '120' },
          { name: 'price', type: 'varchar', length: '40' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'priceValue', type: 'int' },
          { name: 'seats', type: 'int' },
          { name: 'seatsTaken', type: 'int', default: 0 },
          { name: 'noEnroll', type: 'boolean', default: 0 },
          { name: 'pageLink', type: 'varchar', length: '200', isNullable: true },
          { name: 'sortOrder', type: 'int' },
        ],
        indices: [{ name: 'IDX_calendar_event_date_sortOrder', columnNames: ['date', 'sortOrder'] }],
      }),
    );
    if (queryRunner.connection.options.type === 'mysql') {
      // A server whose default charset is latin1 would turn names in other scripts into '?'.
      await queryRunner.query(
        'ALTER TABLE `calendar_event` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('calendar_event');
  }
}
