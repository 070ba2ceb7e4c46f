import { FAMILY_PROGRAMMES_TABLE_TEXT, type ProgrammeRow, programmeRow } from '@academy/content';
import type { CalendarRow } from '../../site-data/calendar-rows';
import { splitByDate } from '../../components/calendar/calendar-view';

/** The Programs Details rows: the workshops to come, soonest first, and the past ones, latest first. */
export interface FamilyWorkshops {
  upcoming: ProgrammeRow[];
  past: ProgrammeRow[];
}

/** The Family Constellation workshops among the calendar's rows, split by `today`. */
export function familyWorkshops(rows: readonly CalendarRow[], today: string): FamilyWorkshops {
  const { upcoming, past } = splitByDate(
    rows.filter((row) => row.programme === 'FAMILY_CONSTELLATION'),
    today,
  );
  return { upcoming: upcoming.map(programmeRow), past: past.map(programmeRow) };
}

/** Marks where a workshop's group line is shown, which the Programs Details island writes in without React. */
export const PROGRAMME_GROUP_ATTRIBUTE = 'data-programme-group';

/** What a row says about its group: 'Filling fast · 10 seats · by …'. */
export const groupLine = (row: ProgrammeRow) =>
  FAMILY_PROGRAMMES_TABLE_TEXT.groupLine(row.status, row.capacity, row.organisedby);
