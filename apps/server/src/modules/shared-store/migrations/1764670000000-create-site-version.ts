import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** The count of changes to what public pages show, with its one row. */
export class CreateSiteVersion1764670000000 implements MigrationInterface {
  name = 'CreateSiteVersion1764670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'site_version',
        columns: [
          { name: 'name', type: 'varchar', length: '32', isPrimary: true },
          { name: 'version', type: 'int' },
        ],
      }),
    );
    await queryRunner.query("INSERT INTO site_version (name, version) VALUES ('content', 0)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('site_version');
  }
}
