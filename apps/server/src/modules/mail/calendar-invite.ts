import ical, { ICalCalendarMethod, type ICalEventData, ICalEventRepeatingFreq } from 'ical-generator';
import { type Locale, PROVIDER } from '@academy/content';
import { ARABIC_LAYOUT } from './mail-template';
import { MailAttachment } from './outbox-mail.entity';

/** What a calendar entry shows; times as printed ('9:00 AM - 6:00 PM') in its time zone. */
export interface CalendarEntry {
  summary: string;
  description: string;
  location: string;
  /** First day, ISO YYYY-MM-DD. */
  date: string;
  /** Last day of a multi-day event (the times repeat daily), or null. */
  endDate: string | null;
  /** As printed: '9:00 AM - 6:00 PM'. Unreadable text makes an all-day event. */
  time: string;
  timeZone: string;
}

export interface InviteEvent extends CalendarEntry {
  /** Stable across mails about the same booking, so calendars update instead of duplicating. */
  uid: string;
  url?: string;
  /**
   * The language of the invitation's words (summary and description are the caller's): 'ar' names the
   * calendar in Arabic and marks the entry's language (issue 30). English when absent.
   */
  locale?: Locale;
}

/** '9:00 AM - 6:00 PM' (or '9:30 AM to 5:30 PM') → start and end as hours and minutes. */
export function parseTimeRange(text: string): { start: [number, number]; end: [number, number] } | undefined {
  const match = /(\d{1,2}):(\d{2})\s*([AP]M)\s*(?:-|–|to)\s*(\d{1,2}):(\d{2})\s*([AP]M)/i.exec(text);
  if (!match) return undefined;
  const hours = (h: string, period: string) => (Number(h) % 12) + (period.toUpperCase() === 'PM' ? 12 : 0);
  return {
    start: [hours(match[1], match[3]), Number(match[2])],
    end: [hours(match[4], match[6]), Number(match[5])],
  };
}

/** One formatter per time zone: building one costs far more than using it. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/** How far ahead of UTC the zone's clocks are at instant `t` (ms). */
function zoneOffsetMs(t: number, timeZone: string): number {
  const parts = zoneClock(timeZone).formatToParts(new Date(t));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - t
  );
}

/** The instant a wall-clock time on a day in a time zone stands for. */
export function zonedTime(isoDate: string, [hours, minutes]: [number, number], timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  // Near a daylight-saving change the offset at the guess can differ from the offset at the answer.
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The ISO day after `isoDate`. */
export const dayAfter = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

/** The calendar entry of a dated event, in UTC so every calendar reads the same instants. */
function calendarEntry(event: InviteEvent): ICalEventData {
  const times = parseTimeRange(event.time);
  const repeating =
    event.endDate && event.endDate > event.date
      ? { freq: ICalEventRepeatingFreq.DAILY, until: zonedTime(event.endDate, [23, 59], event.timeZone) }
      : undefined;
  return {
    id: event.uid,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    ...(times
      ? {
          start: zonedTime(event.date, times.start, event.timeZone),
          end: zonedTime(event.date, times.end, event.timeZone),
        }
      : {
          start: new Date(`${event.date}T00:00:00Z`),
          end: new Date(`${dayAfter(event.date)}T00:00:00Z`),
          allDay: true,
        }),
    repeating,
  };
}

const providerCalendar = (product: string, locale: Locale = 'en') =>
  ical({
    name: locale === 'ar' ? ARABIC_LAYOUT.provider : PROVIDER.name,
    prodId: { company: PROVIDER.name, product, language: locale === 'ar' ? 'AR' : 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });

/** An .ics invitation for a dated event, in the event's `locale`. */
export function calendarInvite(event: InviteEvent): MailAttachment {
  const calendar = providerCalendar('enrolment', event.locale);
  calendar.createEvent(calendarEntry(event));
  return {
    filename: 'invitation.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  };
}

/**
 * A calendar to subscribe to: the given events under their stable uids, so a subscriber's calendar
 * updates an event staff changed instead of adding it again.
 */
export function calendarFeed(events: readonly InviteEvent[], refreshMinutes: number): string {
  const calendar = providerCalendar('calendar');
  calendar.ttl(refreshMinutes * 60);
  for (const event of events) calendar.createEvent(calendarEntry(event));
  return calendar.toString();
}
