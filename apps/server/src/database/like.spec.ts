import { DataSource } from 'typeorm';
import { LIKE_ESCAPE, digitSpellings, matchesAny } from './like';

describe('matchesAny', () => {
  const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  const sqlOf = (search: string) =>
    dataSource
      .createQueryBuilder()
      .select('t.id')
      .from('t', 't')
      .where('t.kept = 1')
      .andWhere(matchesAny(['t.name', "CONCAT(t.a, ' ', t.b)"], search))
      .getQueryAndParameters();
  const like = (expression: string) => `LOWER(${expression}) LIKE ? ESCAPE '${LIKE_ESCAPE}'`;

  it('ORs a case-insensitive LIKE over every expression, with the search lower-cased and taken literally', () => {
    const [sql, parameters] = sqlOf('Half%_Off');
    expect(sql).toBe(
      `SELECT t.id FROM "t" "t" WHERE t.kept = 1 AND (LOWER(t.name) LIKE ? ESCAPE '${LIKE_ESCAPE}' ` +
        `OR LOWER(CONCAT(t.a, ' ', t.b)) LIKE ? ESCAPE '${LIKE_ESCAPE}')`,
    );
    expect(parameters).toEqual(['%half!%!_off%', '%half!%!_off%']);
  });

  it('also matches the digits of the search as typed in 0-9, Arabic-Indic or Persian digits (issue 30)', () => {
    const every = [like('t.name'), like("CONCAT(t.a, ' ', t.b)")];
    const [sql, parameters] = sqlOf('50%_Off');
    expect(sql).toBe(
      `SELECT t.id FROM "t" "t" WHERE t.kept = 1 AND (${[...every, ...every, ...every].join(' OR ')})`,
    );
    expect(parameters).toEqual([
      '%50!%!_off%',
      '%50!%!_off%',
      '%٥٠!%!_off%',
      '%٥٠!%!_off%',
      '%۵۰!%!_off%',
      '%۵۰!%!_off%',
    ]);
    expect(sqlOf('٠٥٠ ۱')[1]).toEqual(
      ['%٠٥٠ ۱%', '%050 1%', '%٠٥٠ ١%', '%۰۵۰ ۱%'].flatMap((pattern) => [pattern, pattern]),
    );
  });
});

describe('digitSpellings', () => {
  it('spells the digits of a search in each script, and leaves a search without digits alone', () => {
    expect(digitSpellings('layla')).toEqual(['layla']);
    expect(digitSpellings('ليلى')).toEqual(['ليلى']);
    expect(digitSpellings('050 12')).toEqual(['050 12', '٠٥٠ ١٢', '۰۵۰ ۱۲']);
    expect(digitSpellings('٠٥٠')).toEqual(['٠٥٠', '050', '۰۵۰']);
    expect(digitSpellings('a1')).toEqual(['a1', 'a١', 'a۱']);
  });
});
