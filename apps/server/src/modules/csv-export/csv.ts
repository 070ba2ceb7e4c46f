import { stringify } from 'csv-stringify/sync';

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe, so a registrant typing "=HYPERLINK(…)" as a name can never run anything on
 * staff's computer (OWASP's CSV injection advice).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null;
}

/** A byte-order mark makes spreadsheet programs read the file as UTF-8 (names in any script). */
const BYTE_ORDER_MARK = '\uFEFF';

/** One CSV line per row: dates in ISO 8601, booleans as yes/no, every text neutralized. */
function csvLines<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const records = rows.map((row) =>
    columns.map(({ value }) => {
      const cell = value(row);
      if (cell === null) return '';
      if (cell instanceof Date) return cell.toISOString();
      if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
      if (typeof cell === 'number') return String(cell);
      return neutralizeFormula(cell);
    }),
  );
  return stringify(records);
}

function headerLine(columns: readonly { header: string }[]): string {
  return BYTE_ORDER_MARK + stringify([columns.map((column) => column.header)]);
}

/** Rows as CSV with a header line. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return headerLine(columns) + csvLines(rows, columns);
}

/**
 * The same CSV text for rows that arrive in batches: the header line first, then each batch's lines
 * as it comes, so a long file is never built, or formatted, in one go.
 */
export async function* csvChunks<T>(
  batches: AsyncIterable<readonly T[]>,
  columns: readonly CsvColumn<T>[],
): AsyncGenerator<string> {
  yield headerLine(columns);
  for await (const rows of batches) yield csvLines(rows, columns);
}
