import { programRow } from '@academy/content';
import { useCalendarEvents } from '../../components/calendar/use-calendar-events';
import { ProgramsTable } from './ProgramsTable';

/**
 * The Family Constellation workshops of the calendar: the published rows as the page was built, then
 * the live ones (seats, dates staff changed, workshops added) once the page is interactive.
 */
export function ProgramsDetails() {
  const { rows } = useCalendarEvents();
  return (
    <ProgramsTable rows={rows.filter((row) => row.programme === 'FAMILY_CONSTELLATION').map(programRow)} />
  );
}
