import { filterOptions, monthLabel } from './calendar-view';

// The Arabic build: '@academy/content' is the Arabic site's content.
jest.mock('@academy/content', () => jest.requireActual('../../../../../libs/content/src/ar/site'));

describe("the calendar's filters on the Arabic site", () => {
  it('labels each city in Arabic and keeps its English value', () => {
    const rows = [
      { programme: 'DECODE' as const, date: '2027-01-09', location: 'Dubai, Al Barsha' },
      { programme: 'DECODE' as const, date: '2027-02-09', location: 'Online (Zoom)' },
    ];
    expect(filterOptions(rows).city).toEqual([
      { value: 'Dubai', label: 'دبي' },
      { value: 'Online', label: 'عبر الإنترنت' },
    ]);
  });

  it('names a month without its first day', () => {
    expect(monthLabel('2027-01')).toBe('يناير 2027');
  });
});
