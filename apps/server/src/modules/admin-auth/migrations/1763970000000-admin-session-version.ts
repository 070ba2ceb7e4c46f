import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Sessions end on a password change by version, not by time: a session's token carries the account's
 * session version, and a change raises it. The time it replaces had a token's whole-second precision,
 * so a session opened in the same second as the change outlived it. Tokens issued before this carry no
 * version and count as version 0, so nobody is signed out by the upgrade, except on an account whose
 * password was changed within a session's lifetime: its older sessions were ended and must stay so.
 */
export class AdminSessionVersion1763970000000 implements MigrationInterface {
  name = 'AdminSessionVersion1763970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'admin_user',
      new TableColumn({ name: 'sessionVersion', type: 'int', default: 0 }),
    );
    await queryRunner.query('UPDATE admin_user SET sessionVersion = 1 WHERE sessionsValidAfter IS NOT NULL');
    await queryRunner.dropColumn('admin_user', 'sessionsValidAfter');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'admin_user',
      new TableColumn({ name: 'sessionsValidAfter', type: 'datetime', precision: 3, isNullable: true }),
    );
    await queryRunner.dropColumn('admin_user', 'sessionVersion');
  }
}
