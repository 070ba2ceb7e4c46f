import { csvFileName, exportRange, exportRangeProblem } from './csv-download';

describe('csvFileName', () => {
  it('names the file after the table and the days chosen', () => {
    expect(csvFileName('REGISTRATIONS', '2026-11-01', '2026-11-30')).toBe(
      'registrations-2026-11-01-to-2026-11-30.csv',
    );
    expect(csvFileName('FAMILY_BOOKINGS', '2026-01-01', '2026-01-01')).toBe(
      'family-bookings-2026-01-01-to-2026-01-01.csv',
    );
    expect(csvFileName('ENQUIRIES', '2025-12-31', '2026-01-02')).toBe(
      'enquiries-2025-12-31-to-2026-01-02.csv',
    );
  });
});

describe('exportRange', () => {
  it('runs from the first local midnight to the midnight after the last day', () => {
    const { from, to } = exportRange('2026-11-01', '2026-11-30');
    expect(from).toBe(new Date(2026, 10, 1).toISOString());
    expect(to).toBe(new Date(2026, 11, 1).toISOString());
  });

  it('covers one whole day when both are the same', () => {
    const { from, to } = exportRange('2026-02-28', '2026-02-28');
    expect(new Date(to).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(to).toBe(new Date(2026, 2, 1).toISOString());
  });
});

describe('exportRangeProblem', () => {
  it('asks for both days, in order', () => {
    expect(exportRangeProblem('', '2026-01-01')).toBe('Choose both dates');
    expect(exportRangeProblem('2026-01-02', '2026-01-01')).toBe(
      'The end date cannot be before the start date',
    );
    expect(exportRangeProblem('2026-01-01', '2026-01-01')).toBeUndefined();
  });
});
