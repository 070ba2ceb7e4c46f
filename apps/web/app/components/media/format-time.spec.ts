import { formatTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [0.99, '0:00'],
    [7, '0:07'],
    [59.9, '0:59'],
    [60, '1:00'],
    [15 * 60, '15:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3600 + 5 * 60 + 9, '1:05:09'],
    [10 * 3600, '10:00:00'],
  ])('shows %p seconds as %p', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it.each([NaN, Infinity, -Infinity, -3])('shows an unknown or impossible time (%p) as 0:00', (seconds) => {
    expect(formatTime(seconds)).toBe('0:00');
  });
});
