import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** Staff may give one event a named offer with an end date instead of its level's fee (issue 26). */
export class CalendarEventOffer1764660100000 implements MigrationInterface {
  name = 'CalendarEventOffer1764660100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('calendar_event', [
      new TableColumn({ name: 'offerName', type: 'varchar', length: '60', isNullable: true }),
      new TableColumn({ name: 'offerAmount', type: 'int', isNullable: true }),
      new TableColumn({ name: 'offerEndsOn', type: 'varchar', length: '10', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['offerEndsOn', 'offerAmount', 'offerName']) {
      await queryRunner.dropColumn('calendar_event', column);
    }
  }
}
