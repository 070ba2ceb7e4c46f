import { ProgrammeDetailsView } from '../routes/family-constellation/ProgrammeDetails';
import type { FamilyWorkshops } from '../routes/family-constellation/family-workshops';
import { islandRoot } from './island-root';

/**
 * The Programs Details with the live workshops, in a React root of their own (programme-details.ts). The
 * past workshops stay unfolded if the visitor unfolded them on the built page.
 */
export function renderProgrammeDetails(element: HTMLElement, workshops: FamilyWorkshops) {
  const pastOpen = element.querySelector('details')?.open;
  islandRoot(element).render(<ProgrammeDetailsView {...workshops} pastOpen={pastOpen} />);
}
