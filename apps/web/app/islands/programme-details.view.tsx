import { ProgrammeDetailsView } from '../routes/family-constellation/ProgrammeDetails';
import type { FamilyWorkshops } from '../routes/family-constellation/family-workshops';
import { islandRoot } from './island-root';

/** The Programs Details with the live workshops, in a React root of their own (programme-details.ts). */
export function renderProgrammeDetails(element: HTMLElement, workshops: FamilyWorkshops) {
  islandRoot(element).render(<ProgrammeDetailsView {...workshops} />);
}
