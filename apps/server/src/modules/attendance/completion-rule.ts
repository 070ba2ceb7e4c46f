/** An event's span: its first day and, for a multi-day event, its last (ISO YYYY-MM-DD). */
export interface EventSpan {
  date: string;
  endDate: string | null;
}

const DAY_MS = 86_400_000;

/** Every day of an event, first to last inclusive; a one-day event (no end date) has one. */
export function eventDays({ date, endDate }: EventSpan): string[] {
  const first = Date.parse(`${date}T00:00:00Z`);
  const last = endDate ? Date.parse(`${endDate}T00:00:00Z`) : first;
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/** The completion rule: a registration is completed by attendance when it attended every day of its event. */
export function completedByAttendance(days: readonly string[], attended: readonly string[]): boolean {
  const present = new Set(attended);
  return days.length > 0 && days.every((day) => present.has(day));
}
