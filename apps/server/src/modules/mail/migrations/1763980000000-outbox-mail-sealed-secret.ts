import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** A queued mail's secret (a private link's token) is kept sealed beside its bodies, never in them. */
export class OutboxMailSealedSecret1763980000000 implements MigrationInterface {
  name = 'OutboxMailSealedSecret1763980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'outbox_mail',
      new TableColumn({ name: 'sealedSecret', type: 'varchar', length: '200', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('outbox_mail', 'sealedSecret');
  }
}
