import request from 'supertest';
import { TestApp, startTestApp } from '../../testing/test-app';
import { addEvent, testClock } from '../../testing/fixtures';
import { testDatabaseKinds } from '../../testing/test-databases';
import { CalendarEvent } from './calendar-event.entity';

/** The feed's lines, folded lines joined again (RFC 5545 folds at 75 octets). */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

/** Each VEVENT as its properties, by name. */
function events(text: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = undefined;
    } else if (current) {
      const [name, ...value] = line.split(':');
      current[name.split(';')[0]] = value.join(':');
    }
  }
  return found;
}

describe.each(testDatabaseKinds())('the calendar to subscribe to on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock: testClock() });
  });
  afterAll(() => t.close());

  const feed = () => request(t.app.express).get('/calendar.ics').expect(200);

  it('lists every upcoming event at its time in Dubai, in UTC, and none that has passed', async () => {
    const workshop = await addEvent(t, { date: '2026-12-07', time: '9:00 AM - 6:00 PM' });
    const retreat = await addEvent(t, {
      name: 'Three-day retreat',
      date: '2026-12-10',
      endDate: '2026-12-12',
      time: '10:00 AM - 4:00 PM',
    });
    const past = await addEvent(t, { name: 'Yesterday’s talk', date: '2026-11-22' });

    const res = await feed();
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const byUid = new Map(events(res.text).map((event) => [event.UID, event]));
    const domain = new URL(t.config.publicUrl).hostname;
    const first = byUid.get(`event-${workshop.id}@${domain}`);
    // 9:00 in Dubai (UTC+4) is 05:00 UTC.
    expect(first).toMatchObject({
      SUMMARY: workshop.name,
      DTSTART: '20261207T050000Z',
      DTEND: '20261207T140000Z',
      LOCATION: workshop.location.replace(',', '\\,'),
    });
    expect(first?.DESCRIPTION).toContain('Fee: AED 375.');
    expect(first?.URL).toBe(`${t.config.publicUrl}/decode`);
    expect(byUid.get(`event-${retreat.id}@${domain}`)?.RRULE).toMatch(/^FREQ=DAILY;UNTIL=20261212T/);
    expect(byUid.has(`event-${past.id}@${domain}`)).toBe(false);
    // Every upcoming published event is there too, and nothing that is not upcoming.
    const upcoming = await t.dataSource
      .getRepository(CalendarEvent)
      .createQueryBuilder('event')
      .where('event.date >= :today', { today: '2026-11-23' })
      .getCount();
    expect(byUid.size).toBe(upcoming);
  });

  it('shows a change staff made at the next refresh, under the same uid', async () => {
    const event = await addEvent(t, { name: 'Before the change', date: '2026-12-20' });
    const uid = `event-${event.id}@${new URL(t.config.publicUrl).hostname}`;
    const summaryOf = async () => events((await feed()).text).find((entry) => entry.UID === uid)?.SUMMARY;
    expect(await summaryOf()).toBe('Before the change');
    await t.dataSource.getRepository(CalendarEvent).update(event.id, { name: 'After the change' });
    expect(await summaryOf()).toBe('After the change');
  });
});
