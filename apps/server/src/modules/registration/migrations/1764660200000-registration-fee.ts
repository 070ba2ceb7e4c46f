import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { minorUnitsPerUnit } from '@academy/content';

interface EventFeeRow {
  id: string;
  priceValue: number;
  currency: string;
  noEnroll: number | boolean;
}

/**
 * A registration records the fee it owes at enrolment (issue 26). Existing registrations in an event
 * get the event's fee as it stands (no event had an offer before this release), so what they owe
 * stays what they were told even once the catalogue gives their level another fee.
 */
export class RegistrationFee1764660200000 implements MigrationInterface {
  name = 'RegistrationFee1764660200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('registration', [
      new TableColumn({ name: 'feeAmount', type: 'int', isNullable: true }),
      new TableColumn({ name: 'feeCurrency', type: 'varchar', length: '3', isNullable: true }),
      new TableColumn({ name: 'feeOffer', type: 'varchar', length: '60', isNullable: true }),
    ]);
    const events = (await queryRunner.manager
      .createQueryBuilder()
      .select([
        'e.id AS id',
        'e.priceValue AS priceValue',
        'e.currency AS currency',
        'e.noEnroll AS noEnroll',
      ])
      .from('calendar_event', 'e')
      .where('e.id IN (SELECT r.eventId FROM registration r WHERE r.eventId IS NOT NULL)')
      .getRawMany()) as EventFeeRow[];
    for (const event of events) {
      const currency = /^[A-Za-z]{3}$/.test(event.currency) ? event.currency.toUpperCase() : null;
      const units = Number(event.priceValue);
      const amount =
        Number(event.noEnroll) || !currency || !(units > 0)
          ? 0
          : Math.round(units * minorUnitsPerUnit(currency));
      await queryRunner.manager
        .createQueryBuilder()
        .update('registration')
        .set({ feeAmount: amount, feeCurrency: currency ?? 'AED' })
        .where('eventId = :id AND feeAmount IS NULL', { id: event.id })
        .execute();
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['feeOffer', 'feeCurrency', 'feeAmount']) {
      await queryRunner.dropColumn('registration', column);
    }
  }
}
