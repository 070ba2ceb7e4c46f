import { programmeRow } from '@academy/content';
import type { CalendarRow } from '../site-data/calendar-rows';
import { pageCalendarRows } from '../components/calendar/fetch-calendar-rows';
import { onSeatsChanged, withSeatFigures } from '../components/calendar/seat-updates';
import { PROGRAMME_GROUP_ATTRIBUTE, groupLine } from '../routes/family-constellation/family-workshops';
import { markLiveFigures } from '../components/island/island-attributes';

/**
 * The island of the Programs Details on a page that ships no React
 * (routes/family-constellation/ProgrammeDetails.tsx), woken when the browser is idle. The page is
 * rendered from the live calendar already; this asks the API for the seats taken since and writes each
 * workshop's group line ('Filling fast · 10 seats · …') in place, so no row moves. A failed request
 * leaves the rendered lines. A seat taken through the page is written in at once.
 */
export async function activate(element: HTMLElement): Promise<void> {
  const rows = await pageCalendarRows().catch(() => null);
  markLiveFigures(element, rows ? 'live' : 'failed');
  if (!rows) return;
  writeGroupLines(element, rows);
  // A seat taken through this page (its enrolment's answer) shows at once.
  let shown: readonly CalendarRow[] = rows;
  onSeatsChanged((figures) => {
    shown = withSeatFigures(shown, figures);
    writeGroupLines(element, shown);
  });
}

function writeGroupLines(element: HTMLElement, rows: readonly CalendarRow[]): void {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const line of element.querySelectorAll<HTMLElement>(`[${PROGRAMME_GROUP_ATTRIBUTE}]`)) {
    const row = byId.get(line.getAttribute(PROGRAMME_GROUP_ATTRIBUTE) ?? '');
    if (!row) continue;
    const text = groupLine(programmeRow(row));
    if (line.textContent !== text) line.textContent = text;
  }
}
