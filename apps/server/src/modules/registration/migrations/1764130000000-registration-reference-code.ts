import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { newReferenceCode } from '../reference-code';

/**
 * Each registration gets a reference code to quote (issue 13 §2). Existing rows get one here; the
 * column is added with an empty default because SQLite cannot add a NOT NULL column without one, and
 * the unique index comes once every row has its own code.
 */
export class RegistrationReferenceCode1764130000000 implements MigrationInterface {
  name = 'RegistrationReferenceCode1764130000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'registration',
      new TableColumn({ name: 'referenceCode', type: 'varchar', length: '9', default: "''" }),
    );
    const rows: { id: string }[] = await queryRunner.manager
      .createQueryBuilder()
      .select('r.id', 'id')
      .from('registration', 'r')
      .getRawMany();
    const given = new Set<string>();
    for (const { id } of rows) {
      let code = newReferenceCode();
      while (given.has(code)) code = newReferenceCode();
      given.add(code);
      await queryRunner.manager
        .createQueryBuilder()
        .update('registration')
        .set({ referenceCode: code })
        .where('id = :id', { id })
        .execute();
    }
    await queryRunner.createIndex(
      'registration',
      new TableIndex({
        name: 'IDX_registration_referenceCode',
        columnNames: ['referenceCode'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('registration', 'IDX_registration_referenceCode');
    await queryRunner.dropColumn('registration', 'referenceCode');
  }
}
