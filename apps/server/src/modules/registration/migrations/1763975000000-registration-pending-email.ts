import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** A registrant's e-mail change waits for the link sent to the new address (SPEC.md 7, private link). */
export class RegistrationPendingEmail1763975000000 implements MigrationInterface {
  name = 'RegistrationPendingEmail1763975000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('registration', [
      new TableColumn({ name: 'pendingEmail', type: 'varchar', length: '254', isNullable: true }),
      new TableColumn({ name: 'emailChangeTokenHash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'emailChangeExpiresAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['emailChangeExpiresAt', 'emailChangeTokenHash', 'pendingEmail']) {
      await queryRunner.dropColumn('registration', column);
    }
  }
}
