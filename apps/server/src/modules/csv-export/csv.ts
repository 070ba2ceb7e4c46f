import { stringify } from 'csv-stringify/sync';

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe, so a registrant typing "=HYPERLINK(…)" as a name can never run anything on
 * staff's computer (OWASP's CSV injection advice).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A phone number as a spreadsheet keeps it: one of digits alone ('0501234567') would be read as a number
 * and lose its leading zero (or become 9.7E+11), so it gets the apostrophe a formula-like cell gets (a
 * number with + gets it from neutralizeFormula); one with spaces is text already.
 */
export function phoneText(value: string): string {
  return /^\d+$/.test(value) ? `'${value}` : value;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null;
}

/** A byte-order mark makes spreadsheet programs read the file as UTF-8 (names in any script). */
const BYTE_ORDER_MARK = '\uFEFF';

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in ISO 8601 as the clock in `timeZone` shows it, with that zone's offset
 * (2026-11-23T12:00:00+04:00): staff read the provider's time, a spreadsheet still gets the instant.
 */
export function zonedIso(date: Date, timeZone: string): string {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  // "GMT+04:00", or plain "GMT" for a zone at UTC.
  const offset = part.timeZoneName.replace('GMT', '') || '+00:00';
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/**
 * One CSV line per row: dates in ISO 8601 (in `timeZone` when given, else UTC), booleans as yes/no,
 * every text neutralized.
 */
function csvLines<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], timeZone?: string): string {
  const records = rows.map((row) =>
    columns.map(({ value }) => {
      const cell = value(row);
      if (cell === null) return '';
      if (cell instanceof Date) return timeZone ? zonedIso(cell, timeZone) : cell.toISOString();
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
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], timeZone?: string): string {
  return headerLine(columns) + csvLines(rows, columns, timeZone);
}

/**
 * The same CSV text for rows that arrive in batches: the header line first, then each batch's lines
 * as it comes, so a long file is never built, or formatted, in one go.
 */
export async function* csvChunks<T>(
  batches: AsyncIterable<readonly T[]>,
  columns: readonly CsvColumn<T>[],
  timeZone?: string,
): AsyncGenerator<string> {
  yield headerLine(columns);
  for await (const rows of batches) yield csvLines(rows, columns, timeZone);
}
