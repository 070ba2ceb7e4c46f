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
