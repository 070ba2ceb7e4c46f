import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { utf8mb4 } from '../../../database/utf8mb4';

export class CreateRegistration1763950000000 implements MigrationInterface {
  name = 'CreateRegistration1763950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: number, isNullable = false) => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });
    await queryRunner.createTable(
      new Table({
        name: 'registration',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
          text('status', 16),
          text('programme', 32),
          text('eventId', 64, true),
          text('firstName', 100),
          text('middleName', 100),
          text('lastName', 100),
          text('nameAsCertificate', 302),
          text('currentAddress', 500),
          text('permanenetAddress', 500),
          { name: 'isSameAddress', type: 'boolean' },
          text('city', 300),
          text('venue', 200),
          text('timeslot', 100),
          text('TelNo', 30),
          text('mobileNo', 10),
          text('email', 254),
          text('dob', 10),
          text('occupation', 100),
          text('courseDetailDate', 100),
          text('courseDetailTime', 100),
          text('courseDetailVenue', 200),
          text('hearAbout', 40),
          { name: 'communicationPreferences', type: 'boolean' },
          { name: 'termsandcondition', type: 'boolean' },
          text('levelName', 200),
          text('office', 60, true),
          text('idPhotofront', 200, true),
          text('idphotoback', 200, true),
          text('profileImage', 200, true),
          text('accessTokenHash', 64),
          { ...text('submissionKey', 100, true), isUnique: true },
          { name: 'cancelledAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'IDX_registration_createdAt', columnNames: ['createdAt'] },
          { name: 'IDX_registration_programme_createdAt', columnNames: ['programme', 'createdAt'] },
          { name: 'IDX_registration_status_createdAt', columnNames: ['status', 'createdAt'] },
          { name: 'IDX_registration_email', columnNames: ['email'] },
          { name: 'IDX_registration_eventId', columnNames: ['eventId'] },
          { name: 'IDX_registration_accessTokenHash', columnNames: ['accessTokenHash'], isUnique: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'registration_search_term',
        columns: [
          { name: 'term', type: 'varchar', length: '64', isPrimary: true },
          { name: 'registrationId', type: 'varchar', length: '36', isPrimary: true },
          text('programme', 32),
          text('status', 16),
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'IDX_registration_search_term_page', columnNames: ['term', 'programme', 'createdAt'] },
          { name: 'IDX_registration_search_term_registration', columnNames: ['registrationId', 'term'] },
        ],
      }),
    );
    // Character sets first: MySQL links only columns of the same character set.
    await utf8mb4(queryRunner, 'registration');
    await utf8mb4(queryRunner, 'registration_search_term');
    await queryRunner.createForeignKey(
      'registration',
      new TableForeignKey({
        name: 'FK_registration_event',
        columnNames: ['eventId'],
        referencedTableName: 'calendar_event',
        referencedColumnNames: ['id'],
        // Removing an event keeps its registrations (their workshop text stays).
        onDelete: 'SET NULL',
      }),
    );
    await queryRunner.createForeignKey(
      'registration_search_term',
      new TableForeignKey({
        name: 'FK_registration_search_term_registration',
        columnNames: ['registrationId'],
        referencedTableName: 'registration',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('registration_search_term');
    await queryRunner.dropTable('registration');
  }
}
