const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment the server stamped (ISO), in the reader's own time: '12 Apr 2026, 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** A calendar day (YYYY-MM-DD) as written: '12 Apr 2026'; the same day wherever the reader is. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

/** An event's days: one day, or its first and last ('7 Dec 2026 – 8 Dec 2026'). */
export function eventDays(date: string, endDate: string | null): string {
  return endDate && endDate !== date ? `${formatDay(date)} – ${formatDay(endDate)}` : formatDay(date);
}
