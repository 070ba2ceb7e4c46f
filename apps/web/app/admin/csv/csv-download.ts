import { ADMIN_CSV_EXPORT } from '@academy/content';
import type { ExportTable } from '@academy/graphql-client';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The local midnight starting a YYYY-MM-DD day, as an ISO instant. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`);

/**
 * The instants the server filters on for the days chosen, both included: from the first day's midnight
 * to the midnight after the last day, in the admin's own time zone (the days they see in the tables).
 */
export function exportRange(from: string, to: string): { from: string; to: string } {
  const end = startOfDay(to);
  end.setDate(end.getDate() + 1);
  return { from: startOfDay(from).toISOString(), to: end.toISOString() };
}

/** What is wrong with the chosen days, if anything. */
export function exportRangeProblem(from: string, to: string): string | undefined {
  if (!DAY.test(from) || !DAY.test(to)) return ADMIN_CSV_EXPORT.rangeRequired;
  if (to < from) return ADMIN_CSV_EXPORT.rangeOrder;
  return undefined;
}

/**
 * The saved file's name, from the table and the days as the admin chose them
 * ('registrations-2026-11-01-to-2026-11-30.csv'). The server's name counts days in UTC, which can be a
 * day off from the ones chosen.
 */
export function csvFileName(table: ExportTable, from: string, to: string): string {
  return `${table.toLowerCase().replace(/_/g, '-')}-${from}-to-${to}.csv`;
}

/** Hands the CSV text to the browser as a download. */
export function downloadCsv(content: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; revoking it at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
