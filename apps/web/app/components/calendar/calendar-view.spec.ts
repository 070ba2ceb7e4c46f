import { cityOf, filterOptions, matchesFilters, monthLabel, NO_FILTERS, splitByDate } from './calendar-view';

const row = (
  date: string,
  extra: Partial<{ endDate: string; location: string; programme: 'DECODE' | 'AWAKEN' }> = {},
) => ({
  date,
  programme: 'DECODE' as const,
  location: 'Dubai, Business Bay',
  ...extra,
});

describe('the calendar view', () => {
  it('puts upcoming events first, soonest first, and the past ones after, latest first', () => {
    const rows = [row('2025-08-09'), row('2027-02-06'), row('2026-11-26'), row('2025-12-13')];
    const { upcoming, past } = splitByDate(rows, '2026-11-26');
    expect(upcoming.map((r) => r.date)).toEqual(['2026-11-26', '2027-02-06']);
    expect(past.map((r) => r.date)).toEqual(['2025-12-13', '2025-08-09']);
  });

  it('filters by programme, by any month an event runs in, and by city', () => {
    const span = row('2027-01-30', { endDate: '2027-02-01', location: 'Online (Zoom)', programme: 'AWAKEN' });
    expect(matchesFilters(span, { ...NO_FILTERS, month: '2027-02' })).toBe(true);
    expect(matchesFilters(span, { ...NO_FILTERS, month: '2027-03' })).toBe(false);
    expect(matchesFilters(span, { ...NO_FILTERS, city: 'Online' })).toBe(true);
    expect(matchesFilters(span, { ...NO_FILTERS, programme: 'DECODE' })).toBe(false);
    expect(cityOf('Abu Dhabi, Al Reem Island')).toBe('Abu Dhabi');
  });

  it('offers only the values the rows have', () => {
    const options = filterOptions([row('2027-01-16'), row('2027-01-23', { location: 'Sharjah, Al Majaz' })]);
    expect(options.month).toEqual([{ value: '2027-01', label: 'Jan 2027' }]);
    expect(options.city.map((o) => o.value)).toEqual(['Dubai', 'Sharjah']);
    expect(options.programme).toEqual([{ value: 'DECODE', label: 'Decode' }]);
    expect(monthLabel('2025-08')).toBe('Aug 2025');
  });
});
