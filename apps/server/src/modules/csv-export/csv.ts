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

/** Rows as CSV with a header line: dates in ISO 8601, booleans as yes/no, every text neutralized. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
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
  // A byte-order mark makes spreadsheet programs read the file as UTF-8 (names in any script).
  return `\uFEFF${stringify(records, { header: true, columns: columns.map((column) => column.header) })}`;
}
