import { PROGRAMMES, type ProgrammeKey, byIsoDate, formatEventDate, placeName } from '@academy/content';

/** What the calendar needs of a row to sort, fold and filter it. */
export interface ViewRow {
  programme: ProgrammeKey;
  /** First day, ISO YYYY-MM-DD. */
  date: string;
  endDate?: string | null;
  location: string;
}

/** The visitor's filters; '' means any. month is YYYY-MM. */
export interface CalendarFilters {
  programme: string;
  month: string;
  city: string;
}

export const NO_FILTERS: CalendarFilters = { programme: '', month: '', city: '' };

/** 'Dubai, Business Bay' → 'Dubai'; 'Online (Zoom)' → 'Online'. */
export function cityOf(location: string): string {
  return location
    .split(',')[0]
    .replace(/\s*\(.*\)\s*$/, '')
    .trim();
}

/** The months an event runs in, YYYY-MM (a multi-day event may span two). */
function monthsOf(row: ViewRow): string[] {
  const first = row.date.slice(0, 7);
  const last = (row.endDate ?? row.date).slice(0, 7);
  return first === last ? [first] : [first, last];
}

/** 'Jan 2027' for '2027-01' ('يناير 2027' on the Arabic site). */
export function monthLabel(month: string): string {
  return formatEventDate(`${month}-01`).replace(/^[^,،]+[,،] 1 /, '');
}

export function matchesFilters(row: ViewRow, filters: CalendarFilters): boolean {
  return (
    (!filters.programme || row.programme === filters.programme) &&
    (!filters.month || monthsOf(row).includes(filters.month)) &&
    (!filters.city || cityOf(row.location) === filters.city)
  );
}

/**
 * Bookable first: the events whose first day is today or later, soonest first, then the past ones,
 * latest first (they fold under "Past events").
 */
export function splitByDate<Row extends ViewRow>(
  rows: readonly Row[],
  today: string,
): { upcoming: Row[]; past: Row[] } {
  const byDate = [...rows].sort(byIsoDate);
  return {
    upcoming: byDate.filter((row) => row.date >= today),
    past: byDate.filter((row) => row.date < today).reverse(),
  };
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The choices of each filter: only values some upcoming or past row has, in a sensible order. */
export function filterOptions(rows: readonly ViewRow[]): Record<keyof CalendarFilters, FilterOption[]> {
  const distinct = (values: string[]) => [...new Set(values)].sort();
  return {
    programme: distinct(rows.map((row) => row.programme)).map((key) => ({
      value: key,
      label: PROGRAMMES[key as ProgrammeKey].name,
    })),
    month: distinct(rows.flatMap(monthsOf)).map((month) => ({ value: month, label: monthLabel(month) })),
    city: distinct(rows.map((row) => cityOf(row.location))).map((city) => ({
      value: city,
      label: placeName(city),
    })),
  };
}
