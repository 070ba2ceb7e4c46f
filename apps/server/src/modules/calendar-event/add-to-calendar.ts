import { type CalendarEntry, dayAfter, parseTimeRange, zonedTime } from '../mail/calendar-invite';

export type { CalendarEntry };

/** Google's and Outlook's new-event pages, filled in, and the path of the .ics file. */
export interface CalendarLinks {
  google: string;
  outlook: string;
  ics: string;
}

/** 20261205T050000Z, as Google and iCalendar write an instant. */
const compact = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const compactDay = (isoDate: string) => isoDate.replace(/-/g, '');

/**
 * Google's and Outlook's new-event links for an entry, with the instants worked out in its time zone
 * (the same reading of the printed times as the .ics invitation). Unreadable times make an all-day
 * entry. Google repeats a multi-day event's times daily; Outlook's link cannot repeat, so there it
 * runs from the first day's start to the last day's end.
 */
export function calendarLinks(entry: CalendarEntry, icsPath: string): CalendarLinks {
  const times = parseTimeRange(entry.time);
  const lastDay = entry.endDate && entry.endDate > entry.date ? entry.endDate : entry.date;
  const google = new URL('https://calendar.google.com/calendar/render');
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  google.searchParams.set('action', 'TEMPLATE');
  google.searchParams.set('text', entry.summary);
  google.searchParams.set('details', entry.description);
  google.searchParams.set('location', entry.location);
  google.searchParams.set('ctz', entry.timeZone);
  outlook.searchParams.set('path', '/calendar/action/compose');
  outlook.searchParams.set('rru', 'addevent');
  outlook.searchParams.set('subject', entry.summary);
  outlook.searchParams.set('body', entry.description);
  outlook.searchParams.set('location', entry.location);
  if (times) {
    const start = zonedTime(entry.date, times.start, entry.timeZone);
    google.searchParams.set(
      'dates',
      `${compact(start)}/${compact(zonedTime(entry.date, times.end, entry.timeZone))}`,
    );
    if (lastDay !== entry.date) {
      const until = compact(zonedTime(lastDay, [23, 59], entry.timeZone));
      google.searchParams.set('recur', `RRULE:FREQ=DAILY;UNTIL=${until}`);
    }
    outlook.searchParams.set('startdt', start.toISOString());
    outlook.searchParams.set('enddt', zonedTime(lastDay, times.end, entry.timeZone).toISOString());
  } else {
    google.searchParams.set('dates', `${compactDay(entry.date)}/${compactDay(dayAfter(lastDay))}`);
    outlook.searchParams.set('allday', 'true');
    outlook.searchParams.set('startdt', entry.date);
    outlook.searchParams.set('enddt', dayAfter(lastDay));
  }
  return { google: google.toString(), outlook: outlook.toString(), ics: icsPath };
}
