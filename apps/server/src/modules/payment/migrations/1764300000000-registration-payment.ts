import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

/**
 * Online payment (issue 16): each registration records whether, how much and how it was paid, and the
 * Stripe Checkout Session it is paying through; payment_event keeps the webhook events already applied,
 * so a replayed one changes nothing.
 */
export class RegistrationPayment1764300000000 implements MigrationInterface {
  name = 'RegistrationPayment1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('registration', [
      new TableColumn({ name: 'paymentStatus', type: 'varchar', length: '16', default: "'unpaid'" }),
      new TableColumn({ name: 'amountPaid', type: 'int', isNullable: true }),
      new TableColumn({ name: 'paymentCurrency', type: 'varchar', length: '3', isNullable: true }),
      new TableColumn({ name: 'paymentReference', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'paidAt', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'checkoutSessionId', type: 'varchar', length: '255', isNullable: true }),
    ]);
    await queryRunner.createIndices('registration', [
      new TableIndex({ name: 'IDX_registration_paymentReference', columnNames: ['paymentReference'] }),
      new TableIndex({ name: 'IDX_registration_checkoutSessionId', columnNames: ['checkoutSessionId'] }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'payment_event',
        columns: [
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'receivedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'payment_event');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payment_event');
    await queryRunner.dropIndex('registration', 'IDX_registration_checkoutSessionId');
    await queryRunner.dropIndex('registration', 'IDX_registration_paymentReference');
    for (const column of [
      'checkoutSessionId',
      'paidAt',
      'paymentReference',
      'paymentCurrency',
      'amountPaid',
      'paymentStatus',
    ]) {
      await queryRunner.dropColumn('registration', column);
    }
  }
}
