import { checkInSummary } from './attendance-columns';

describe("the attendee list's check-in column", () => {
  const days = ['2026-11-23', '2026-11-24'];

  it('gives each day of the event, with the time at the venue it was checked in', () => {
    const attendance = {
      checkIns: [{ day: '2026-11-24', checkedInAt: '2026-11-24T05:12:00.000Z' }],
      completion: null,
    };
    expect(checkInSummary(days, attendance)).toBe('Day 1 – · Day 2 09:12');
  });

  it('shows every day empty before anyone is checked in', () => {
    expect(checkInSummary(days, undefined)).toBe('Day 1 – · Day 2 –');
  });
});
