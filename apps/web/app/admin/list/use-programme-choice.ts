import { useSearchParams } from 'react-router-dom';
import type { Programme } from '@academy/graphql-client';
import { LIST_PARAMS, liveParams } from './list-state';
import type { ProgrammeChoice } from './ProgrammeFilter';

/** The address's `programme` parameter: the chosen one of the screen's programmes, or all of them. */
export const PROGRAMME_PARAM = 'programme';

/**
 * Which of a screen's programmes its list shows, kept in the address so that a link (or a reload)
 * opens the same list. A programme the screen does not cover counts as none chosen. Filter and page
 * change in one step: the address has one writer at a time.
 */
export function useProgrammeChoice(programmes: readonly Programme[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(PROGRAMME_PARAM);
  const choice: ProgrammeChoice = programmes.find((programme) => programme === asked) ?? 'ALL';
  const choose = (next: ProgrammeChoice) => {
    const updated = liveParams();
    if (next === 'ALL') updated.delete(PROGRAMME_PARAM);
    else updated.set(PROGRAMME_PARAM, next);
    // Another filter starts the list again at page 1 (SPEC.md 9).
    updated.delete(LIST_PARAMS.page);
    setParams(updated);
  };
  return [choice, choose] as const;
}
