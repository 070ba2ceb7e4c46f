/**
 * The event calendar's filter labels, columns and Enroll Now names: read by the calendar island and by
 * every page with an event's Enroll Now, not by the seat-count islands that read EVENT_CALENDAR_PAGE.
 */
export const EVENT_CALENDAR_TABLE_TEXT = {
  /** The filters' labels (each followed by EVENT_CALENDAR_PAGE's choice that leaves it off). */
  programme: 'Programme',
  month: 'Month',
  city: 'City',
  /** The columns of SPEC.md 2.12, in order. */
  columns: ['Event', 'Date', 'Location', 'Conducted By', 'Total Participants', 'Program Fees', 'Action'],
  /** The caption of the table and the name of the card list ('Event calendar' or 'Past events'). */
  caption: (name: string, count: number) =>
    `${name}: ${count} events with their dates, places, trainers, seats, fees and enrolment`,
  /** An event's Enroll Now, named with its date and place for a screen reader. */
  enrolLabel: (name: string, date: string, location: string) => `Enroll Now: ${name}, ${date}, ${location}`,
} as const;
