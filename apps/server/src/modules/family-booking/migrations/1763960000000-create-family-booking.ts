import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

export class CreateFamilyBooking1763960000000 implements MigrationInterface {
  name = 'CreateFamilyBooking1763960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'family_session',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'venue', type: 'varchar', length: '200' },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'timeSlots', type: 'text' },
          { name: 'timeZone', type: 'varchar', length: '64' },
          { name: 'seats', type: 'int' },
          { name: 'seatsTaken', type: 'int', default: 0 },
          { name: 'isOpen', type: 'boolean', default: 1 },
        ],
        indices: [{ name: 'IDX_family_session_date', columnNames: ['date'] }],
      }),
    );
    const member = (name: string, isNullable: boolean) => ({
      name,
      type: 'varchar',
      length: '100',
      isNullable,
    });
    await queryRunner.createTable(
      new Table({
        name: 'family_booking',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'sessionId', type: 'varchar', length: '64', isNullable: true },
          { name: 'sessionVenue', type: 'varchar', length: '200' },
          { name: 'sessionDate', type: 'varchar', length: '10' },
          { name: 'sessionSlot', type: 'varchar', length: '60' },
          member('familyMember0', false),
          member('familyMember1', true),
          member('familyMember2', true),
          member('familyMember3', true),
          { name: 'seats', type: 'int' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'submissionKey', type: 'varchar', length: '100', isNullable: true, isUnique: true },
        ],
        indices: [
          { name: 'IDX_family_booking_createdAt', columnNames: ['createdAt'] },
          { name: 'IDX_family_booking_sessionId', columnNames: ['sessionId'] },
        ],
      }),
    );
    await utf8mb4(queryRunner, 'family_session');
    await utf8mb4(queryRunner, 'family_booking');
    await queryRunner.createForeignKey(
      'family_booking',
      new TableForeignKey({
        name: 'FK_family_booking_session',
        columnNames: ['sessionId'],
        referencedTableName: 'family_session',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('family_booking');
    await queryRunner.dropTable('family_session');
  }
}
