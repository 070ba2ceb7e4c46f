import { useSearchParams } from 'react-router';
import { ICH_LEVELS, ichLevelFromParam } from '@academy/content';
import { useHydrated } from '../../hooks/use-hydrated';
import { pageMeta } from '../../seo';
import { IchLevelPage } from './IchLevelPage';

// The page is prerendered once, for level 1, so its tags cannot name the level a query string asks for.
export const meta = () =>
  pageMeta(
    'Awaken the Limitless Human: Level Details',
    'Each level of Awaken the Limitless Human in detail: what you learn, benefits, curriculum, prerequisites, price, next session and upcoming workshops.',
  );

/**
 * /ich/levels?level=N. The prerendered HTML is level 1 and so is the first client render; the query
 * string is read only once hydration is done, so a shared link to level 6 switches without a mismatch.
 */
export default function IchLevelsRoute() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const level = ichLevelFromParam(hydrated ? searchParams.get('level') : null);
  return <IchLevelPage level={ICH_LEVELS[level]} />;
}
