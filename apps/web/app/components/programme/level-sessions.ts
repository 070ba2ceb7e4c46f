import { type ProgrammeKey, byIsoDate, formatEventDays, levelNamed } from '@academy/content';
import type { CalendarRow } from '../../site-data/calendar-rows';
import { cityOf } from '../calendar/calendar-view';

/** One row of a level page's Upcoming Workshop table (SPEC.md 2.8: City, Venue, Date, Time). */
export interface WorkshopRow {
  id: string;
  city: string;
  venue: string;
  date: string;
  time: string;
}

/**
 * A level's sessions still to come, soonest first: the calendar events staff manage of exactly this
 * level (so each can be chosen in the level's enrolment form), never one whose first day has passed.
 */
export function upcomingSessions(
  rows: readonly CalendarRow[],
  programme: ProgrammeKey,
  level: string,
  today: string,
): WorkshopRow[] {
  return rows
    .filter(
      (row) =>
        row.programme === programme &&
        !row.noEnroll &&
        row.date >= today &&
        levelNamed(programme, row.level) === level,
    )
    .sort(byIsoDate)
    .map((row) => ({
      id: row.id,
      city: cityOf(row.location),
      venue: row.location,
      date: formatEventDays(row),
      time: row.time,
    }));
}
