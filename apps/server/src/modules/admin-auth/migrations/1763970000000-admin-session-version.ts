import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Sessions end on a password change by version, not by time: a session's token carries the account's
 * session version, and a change raises it. The time it replaces had a token's whole-second precision,
 * so a session opened in the same second as the change outlived it. Tokens issued before this carry no
 * version and count as version 0, so nobody is signed out by the upgrade.
 */
export class AdminSessionVersion1763970000000 implements MigrationInterface {
  name = 'AdminSessionVersion1763970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'admin_user',
      new TableColumn({ name: 'sessionVersion', type: 'int', default: 0 }),
    );
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
