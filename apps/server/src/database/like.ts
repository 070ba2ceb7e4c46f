import { Brackets } from 'typeorm';

/** The escape character of LIKE patterns (`LIKE … ESCAPE '!'`): the same on MySQL and SQLite. */
export const LIKE_ESCAPE = '!';

/** `text` with LIKE's own wildcards (and the escape character) taken literally. */
function literal(text: string): string {
  return text.replace(/[!%_]/g, (char) => `${LIKE_ESCAPE}${char}`);
}

/** A LIKE pattern for values that begin with `word`. */
export function prefixPattern(word: string): string {
  return `${literal(word)}%`;
}

/** A LIKE pattern for values that contain `part` anywhere. */
export function containsPattern(part: string): string {
  return `%${literal(part)}%`;
}

/**
 * A condition true when any of the SQL expressions (columns such as `m.email`, or `CONCAT(…)`) contains
 * `search`, ignoring case; its LIKE pattern is the query's `:pattern` parameter.
 */
export function matchesAny(expressions: readonly string[], search: string): Brackets {
  const pattern = containsPattern(search.toLowerCase());
  return new Brackets((where) => {
    for (const expression of expressions) {
      where.orWhere(`LOWER(${expression}) LIKE :pattern ESCAPE '${LIKE_ESCAPE}'`, { pattern });
    }
  });
}
