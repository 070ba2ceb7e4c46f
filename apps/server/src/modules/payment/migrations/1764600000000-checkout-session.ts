import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';
import { feeOf } from '../../registration/registration-fee';

/**
 * Issue 25: the Checkout sessions this site creates are kept (a webhook pays only through one of them,
 * for the amount stored), and payments that match no fee are kept for staff. Sessions opened before
 * this version are only in registration.checkoutSessionId: those still unpaid are taken over with their
 * event's fee, so a registrant paying one after the upgrade is confirmed as before.
 */
export class CheckoutSession1764600000000 implements MigrationInterface {
  name = 'CheckoutSession1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'checkout_session',
        columns: [
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'registrationId', type: 'varchar', length: '36' },
          { name: 'amount', type: 'int' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'closedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [{ name: 'IDX_checkout_session_registration', columnNames: ['registrationId'] }],
      }),
    );
    await utf8mb4(queryRunner, 'checkout_session');
    await queryRunner.createForeignKey(
      'checkout_session',
      new TableForeignKey({
        name: 'FK_checkout_session_registration',
        columnNames: ['registrationId'],
        referencedTableName: 'registration',
        referencedColumnNames: ['id'],
        // Erasing a registration takes its sessions with it.
        onDelete: 'CASCADE',
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'unmatched_payment',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'registrationId', type: 'varchar', length: '36', isNullable: true },
          { name: 'sessionId', type: 'varchar', length: '255' },
          { name: 'amount', type: 'int', isNullable: true },
          { name: 'currency', type: 'varchar', length: '3', isNullable: true },
          { name: 'reference', type: 'varchar', length: '255', isNullable: true },
          { name: 'reason', type: 'varchar', length: '200' },
          { name: 'receivedAt', type: 'datetime', precision: 3 },
          { name: 'refundedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'IDX_unmatched_payment_registration', columnNames: ['registrationId'] },
          { name: 'IDX_unmatched_payment_sessionId', columnNames: ['sessionId'], isUnique: true },
          { name: 'IDX_unmatched_payment_reference', columnNames: ['reference'] },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'unmatched_payment');
    await queryRunner.createForeignKey(
      'unmatched_payment',
      new TableForeignKey({
        name: 'FK_unmatched_payment_registration',
        columnNames: ['registrationId'],
        referencedTableName: 'registration',
        referencedColumnNames: ['id'],
        // The payment stays on record for the provider's books; only its link to the person goes.
        onDelete: 'SET NULL',
      }),
    );
    await this.takeOverOpenSessions(queryRunner);
  }

  private async takeOverOpenSessions(queryRunner: QueryRunner): Promise<void> {
    const open: { sessionId: string; registrationId: string; priceValue: number; currency: string }[] =
      await queryRunner.query(
        `SELECT r.checkoutSessionId AS sessionId, r.id AS registrationId, e.priceValue AS priceValue, e.currency AS currency
         FROM registration r JOIN calendar_event e ON e.id = r.eventId
         WHERE r.checkoutSessionId IS NOT NULL AND r.paymentStatus = 'unpaid'`,
      );
    // Stored as TypeORM stores a datetime on both engines: UTC, to the millisecond.
    const now = new Date().toISOString().replace('T', ' ').slice(0, 23);
    for (const row of open) {
      const fee = feeOf({ priceValue: Number(row.priceValue), currency: row.currency });
      if (!fee) continue;
      await queryRunner.query(
        `INSERT INTO checkout_session (id, registrationId, amount, currency, status, createdAt, closedAt)
         VALUES (?, ?, ?, ?, 'open', ?, NULL)`,
        [row.sessionId, row.registrationId, fee.amount, fee.currency, now],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('unmatched_payment');
    await queryRunner.dropTable('checkout_session');
  }
}
