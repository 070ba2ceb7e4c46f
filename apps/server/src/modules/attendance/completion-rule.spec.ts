import { completedByAttendance, eventDays } from './completion-rule';

describe('eventDays', () => {
  it('is the one day of an event without an end date', () => {
    expect(eventDays({ date: '2026-12-07', endDate: null })).toEqual(['2026-12-07']);
  });

  it('runs from the first day to the last inclusive, across a month end', () => {
    expect(eventDays({ date: '2026-11-29', endDate: '2026-12-03' })).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('is empty when the end comes before the start', () => {
    expect(eventDays({ date: '2026-12-07', endDate: '2026-12-06' })).toEqual([]);
  });
});

describe('completedByAttendance', () => {
  const days = ['2026-12-07', '2026-12-08'];

  it('holds when every day was attended', () => {
    expect(completedByAttendance(days, ['2026-12-08', '2026-12-07'])).toBe(true);
  });

  it('fails when a day is missing', () => {
    expect(completedByAttendance(days, ['2026-12-07'])).toBe(false);
  });

  it('ignores days outside the event', () => {
    expect(completedByAttendance(days, ['2026-12-06', '2026-12-07'])).toBe(false);
  });

  it('never holds for an event without days', () => {
    expect(completedByAttendance([], [])).toBe(false);
  });
});
