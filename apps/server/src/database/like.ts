import { Brackets } from 'typeorm';
import { westernDigits } from '@academy/validation';

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

/** The first of each script's ten digits people type numbers in: 0-9, Arabic-Indic ٠-٩, Persian ۰-۹. */
const DIGIT_ZEROS = ['0', '\u0660', '\u06F0'].map((zero) => zero.charCodeAt(0));

/**
 * `search` as typed, then with its digits in each script of DIGIT_ZEROS ('050' is also '٠٥٠' and '۰۵۰',
 * and '٠٥٠' also '050'): forms keep a number as typed on an Arabic keyboard, and SQLite compares digits
 * by code point. A search without digits is just itself.
 */
export function digitSpellings(search: string): string[] {
  const western = westernDigits(search);
  if (!/\d/.test(western)) return [search];
  const spelled = DIGIT_ZEROS.map((zero) =>
    western.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit))),
  );
  return [...new Set([search, ...spelled])];
}

/**
 * A condition true when any of the SQL expressions (columns such as `m.email`, or `CONCAT(…)`) contains
 * `search`, ignoring case, its digits in any script (digitSpellings); its LIKE patterns are the query's
 * `:pattern` parameter (the search as typed) and, for a search with digits, `:pattern1` and on.
 */
export function matchesAny(expressions: readonly string[], search: string): Brackets {
  const patterns = digitSpellings(search.toLowerCase()).map(containsPattern);
  return new Brackets((where) => {
    patterns.forEach((pattern, index) => {
      const name = index === 0 ? 'pattern' : `pattern${index}`;
      for (const expression of expressions) {
        where.orWhere(`LOWER(${expression}) LIKE :${name} ESCAPE '${LIKE_ESCAPE}'`, { [name]: pattern });
      }
    });
  });
}
