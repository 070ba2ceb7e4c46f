import { REMINDER_DAYS, REMINDER_SEND_HOUR, type ReminderDays, providerToday } from '@academy/content';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The provider's day as reminders see it: before the send hour it is still yesterday, so none goes out at night. */
export function reminderDay(at: Date): string {
  return providerToday(new Date(at.getTime() - REMINDER_SEND_HOUR * HOUR_MS));
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The last day the reminders look ahead to, from `day`. */
export function lookAhead(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + Math.max(...REMINDER_DAYS) * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * The reminder due now for a booking of an event on `eventDate`, or null. Each reminder has a window:
 * the 7-day one from 7 days before until the 1-day one takes over, the 1-day one until the event's day
 * ends, so a worker that was down on the day still sends it late rather than never. A booking made
 * once a window was open gets no reminder for it: its confirmation has just told it everything.
 */
export function dueReminder(eventDate: string, now: Date, bookedAt: Date): ReminderDays | null {
  const left = daysBetween(reminderDay(now), eventDate);
  if (left < 0) return null;
  // REMINDER_DAYS runs from the earliest reminder to the last; the smallest that still covers `left` is due.
  const due = [...REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days);
  if (due === undefined) return null;
  return daysBetween(reminderDay(bookedAt), eventDate) > due ? due : null;
}
