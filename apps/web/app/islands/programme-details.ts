import { providerToday } from '@academy/content';
import { pageCalendarRows } from '../components/calendar/fetch-calendar-rows';
import { type FamilyWorkshops, familyWorkshops } from '../routes/family-constellation/family-workshops';
import { islandProps } from './island-attributes';

/**
 * The island of the Programs Details on a page that ships no React
 * (routes/family-constellation/ProgrammeDetails.tsx), woken when the browser is idle: it asks the API
 * for the calendar and, only when the workshops differ from those the page was built with (staff added
 * or changed one, seats ran low, one has begun since), renders them again with React. A failed request
 * leaves the published workshops.
 */
export async function activate(element: HTMLElement): Promise<void> {
  const published = islandProps<FamilyWorkshops>(element);
  const live = familyWorkshops(await pageCalendarRows(), providerToday());
  if (JSON.stringify(live) === JSON.stringify(published)) return;
  const { renderProgrammeDetails } = await import('./programme-details.view');
  renderProgrammeDetails(element, live);
}
