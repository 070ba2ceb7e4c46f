import { timeZoneName } from './session-time';

describe('timeZoneName', () => {
  it('names the zone as it is on the session’s day', () => {
    expect(timeZoneName('Asia/Dubai', '2027-03-07')).toBe('Gulf Standard Time');
    expect(timeZoneName('America/New_York', '2027-01-10')).toBe('Eastern Standard Time');
    expect(timeZoneName('America/New_York', '2027-07-10')).toBe('Eastern Daylight Time');
  });

  it('falls back to the zone’s id when it cannot be named', () => {
    expect(timeZoneName('Mars/Olympus', '2027-03-07')).toBe('Mars/Olympus');
  });
});
