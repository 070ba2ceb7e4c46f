import { type ProgrammeRow, programmeRow } from '@academy/content';
import type { CalendarRow } from '../../components/calendar/calendar-rows';
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
