import { byIsoDate, eventTimeText, formatEventDays, levelLabel, placeName } from '@academy/content';
import { PROGRAMME_LEVELS, type ProgrammeKey, levelNamed } from '@academy/content/en';
import type { CalendarRow } from '../../site-data/calendar-rows';
import { cityOf } from '../calendar/calendar-view';

/** A level page's level: its English name, as registrations and calendar events name it, and its title as shown. */
export interface PageLevel {
  /** The value: 'Level 2: Decode Your Behaviour' whatever the site's language. */
  level: string;
  /** How the page names it, in the site's language (levelLabel). */
  title: string;
}

/** The level of a programme a level page shows, by its rank (1 for the first). */
export function pageLevel(programme: ProgrammeKey, rank: number): PageLevel {
  const level = PROGRAMME_LEVELS[programme][rank - 1];
  return { level, title: levelLabel(programme, level) };
}

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
 * level (`level`, its English name) (so each can be chosen in the level's enrolment form), never one whose first day has passed.
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
      city: placeName(cityOf(row.location)),
      venue: placeName(row.location),
      date: formatEventDays(row),
      time: eventTimeText(row.time),
    }));
}
