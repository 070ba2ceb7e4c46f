/** The 'Add to calendar' links of the thank-you, the private page and the family confirmation. */
export const ADD_TO_CALENDAR = {
  heading: 'Add to calendar',
  google: 'Google Calendar',
  outlook: 'Outlook',
  ics: 'Apple / other (.ics)',
  newTab: ' (opens in a new tab)',
} as const;

/** The calendar services a published event's row offers, besides its .ics file. */
export const CALENDAR_SERVICES = ['google', 'outlook'] as const;
export type CalendarService = (typeof CALENDAR_SERVICES)[number];

/**
 * Where a published event's calendar links are served: Google's and Outlook's pages through the API
 * (it fills them in, so the calendar rows carry no date arithmetic), and its .ics file.
 */
export function eventCalendarPath(id: string, target: CalendarService | 'ics'): string {
  const base = `/api/calendar-events/${encodeURIComponent(id)}`;
  return target === 'ics' ? `${base}/invitation.ics` : `${base}/add-to-calendar/${target}`;
}

/** Shown with the reference code wherever a registration is confirmed. */
export const REFERENCE_CODE_LABEL = 'Your reference';
export const REFERENCE_CODE_NOTE = 'Please quote it when you write to us.';
