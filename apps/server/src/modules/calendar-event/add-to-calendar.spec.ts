import { calendarLinks } from './add-to-calendar';

const entry = {
  summary: 'Decode Your Mind & More',
  description: 'Workshop with Vikram Rao',
  location: 'Dubai, Business Bay',
  date: '2026-12-05',
  endDate: null,
  time: '9:00 AM - 6:00 PM',
  timeZone: 'Asia/Dubai',
};
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('calendarLinks', () => {
  it("puts the printed times, read in the provider's time zone, in Google's and Outlook's new-event pages", () => {
    const links = calendarLinks(entry, '/api/calendar-events/e1/invitation.ics');
    expect(links.google.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(params(links.google)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Decode Your Mind & More',
      dates: '20261205T050000Z/20261205T140000Z',
      location: 'Dubai, Business Bay',
      ctz: 'Asia/Dubai',
    });
    expect(links.outlook.startsWith('https://outlook.live.com/calendar/0/deeplink/compose?')).toBe(true);
    expect(params(links.outlook)).toMatchObject({
      rru: 'addevent',
      subject: 'Decode Your Mind & More',
      startdt: '2026-12-05T05:00:00.000Z',
      enddt: '2026-12-05T14:00:00.000Z',
    });
    expect(links.ics).toBe('/api/calendar-events/e1/invitation.ics');
  });

  it('repeats a multi-day event daily in Google and spans it in Outlook', () => {
    const links = calendarLinks({ ...entry, endDate: '2026-12-07' }, '/x.ics');
    expect(params(links.google).recur).toBe('RRULE:FREQ=DAILY;UNTIL=20261207T195900Z');
    expect(params(links.outlook)).toMatchObject({
      startdt: '2026-12-05T05:00:00.000Z',
      enddt: '2026-12-07T14:00:00.000Z',
    });
  });

  it('makes an all-day entry of times it cannot read', () => {
    const links = calendarLinks({ ...entry, time: 'to be announced' }, '/x.ics');
    expect(params(links.google).dates).toBe('20261205/20261206');
    expect(params(links.outlook)).toMatchObject({
      allday: 'true',
      startdt: '2026-12-05',
      enddt: '2026-12-06',
    });
  });
});
