import { DataSource } from 'typeorm';
import { LIKE_ESCAPE, matchesAny } from './like';

describe('matchesAny', () => {
  const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  it('ORs a case-insensitive LIKE over every expression, with the search lower-cased and taken literally', () => {
    const [sql, parameters] = dataSource
      .createQueryBuilder()
      .select('t.id')
      .from('t', 't')
      .where('t.kept = 1')
      .andWhere(matchesAny(['t.name', "CONCAT(t.a, ' ', t.b)"], '50%_Off'))
      .getQueryAndParameters();
    expect(sql).toBe(
      `SELECT t.id FROM "t" "t" WHERE t.kept = 1 AND (LOWER(t.name) LIKE ? ESCAPE '${LIKE_ESCAPE}' ` +
        `OR LOWER(CONCAT(t.a, ' ', t.b)) LIKE ? ESCAPE '${LIKE_ESCAPE}')`,
    );
    expect(parameters).toEqual(['%50!%!_off%', '%50!%!_off%']);
  });
});
