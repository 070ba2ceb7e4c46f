import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { PROGRAMMES, PROGRAMME_KEYS } from '@academy/content';

/**
 * What enrolment needs of an event: its programme, an optional last day, staff's open/closed switch and
 * a payment link. Existing rows get the programme of the page they link to, so a calendar seeded by an
 * earlier release keeps working unchanged.
 */
export class CalendarEventEnrolment1763900000000 implements MigrationInterface {
  name = 'CalendarEventEnrolment1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('calendar_event', [
      new TableColumn({ name: 'programme', type: 'varchar', length: '32', default: "'GENERAL'" }),
      new TableColumn({ name: 'endDate', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'isOpen', type: 'boolean', default: 1 }),
      new TableColumn({ name: 'paymentLink', type: 'varchar', length: '500', isNullable: true }),
    ]);
    for (const key of PROGRAMME_KEYS) {
      const page = PROGRAMMES[key].pagePath;
      if (!page) continue;
      await queryRunner.manager
        .createQueryBuilder()
        .update('calendar_event')
        .set({ programme: key })
        .where('pageLink = :page', { page })
        .execute();
    }
    await queryRunner.createIndex(
      'calendar_event',
      new TableIndex({ name: 'IDX_calendar_event_programme_date', columnNames: ['programme', 'date'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('calendar_event', 'IDX_calendar_event_programme_date');
    for (const column of ['paymentLink', 'isOpen', 'endDate', 'programme']) {
      await queryRunner.dropColumn('calendar_event', column);
    }
  }
}
