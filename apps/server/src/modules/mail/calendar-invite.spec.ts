import { calendarInvite, parseTimeRange, zonedTime } from './calendar-invite';

describe('parseTimeRange', () => {
  it.each([
    ['9:00 AM - 6:00 PM', [9, 0], [18, 0]],
    ['9:30 AM to 5:30 PM', [9, 30], [17, 30]],
    ['12:30 PM - 2:00 PM', [12, 30], [14, 0]],
    ['12:00 AM – 1:15 AM', [0, 0], [1, 15]],
  ])('reads %p', (text, start, end) => {
    expect(parseTimeRange(text)).toEqual({ start, end });
  });

  it('gives up on text without two times', () => {
    expect(parseTimeRange('All day')).toBeUndefined();
  });
});

describe('zonedTime', () => {
  it('turns Gulf Standard Time (UTC+4) into UTC', () => {
    expect(zonedTime('2026-12-05', [9, 0], 'Asia/Dubai').toISOString()).toBe('2026-12-05T05:00:00.000Z');
  });

  it('follows daylight saving time where the zone has it', () => {
    expect(zonedTime('2026-07-04', [10, 0], 'America/New_York').toISOString()).toBe(
      '2026-07-04T14:00:00.000Z',
    );
    expect(zonedTime('2026-12-04', [10, 0], 'America/New_York').toISOString()).toBe(
      '2026-12-04T15:00:00.000Z',
    );
  });
});

describe('calendarInvite', () => {
  const event = {
    uid: 'registration-1@example.com',
    summary: 'Decode Your Mind <One-Day>',
    description: 'Your seat is held.',
    location: 'Dubai, Business Bay',
    date: '2026-12-05',
    endDate: null,
    time: '9:00 AM - 6:00 PM',
    timeZone: 'Asia/Dubai',
  };

  it('writes a VEVENT at the right instants in UTC', () => {
    const invite = calendarInvite(event);
    expect(invite.contentType).toContain('text/calendar');
    expect(invite.content).toContain('BEGIN:VEVENT');
    expect(invite.content).toContain('DTSTART:20261205T050000Z');
    expect(invite.content).toContain('DTEND:20261205T140000Z');
    expect(invite.content).toContain('UID:registration-1@example.com');
    expect(invite.content).toContain('SUMMARY:Decode Your Mind <One-Day>');
    expect(invite.content).toContain('METHOD:PUBLISH');
  });

  it('repeats a multi-day event daily, and makes an all-day event of unreadable times', () => {
    expect(calendarInvite({ ...event, endDate: '2026-12-07' }).content).toMatch(
      /RRULE:FREQ=DAILY;UNTIL=20261207T195900Z/,
    );
    const allDay = calendarInvite({ ...event, time: 'to be announced' }).content;
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261205');
  });
});
