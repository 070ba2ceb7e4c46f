import { useSearchParams } from 'react-router-dom';
import { ICH_LEVELS, ichLevelFromParam } from '@academy/content';
import { useHydrated } from '../../hooks/use-hydrated';
import type { MetaArgs } from '../../routing/route-module';
import { pageMeta } from '../../seo';
import { IchLevelPage } from './IchLevelPage';

/**
 * The prerendered page (no query string) is the programme's level overview; once the browser shows a
 * level, the title names it (tags live outside the hydrated tree, so this causes no mismatch).
 */
export const meta = ({ location }: MetaArgs) => {
  const requested = new URLSearchParams(location.search).get('level');
  const description =
    'Each level of Awaken the Limitless Human in detail: what you learn, benefits, curriculum, prerequisites, price, next session and upcoming workshops.';
  if (requested === null) return pageMeta('Awaken the Limitless Human: Level Details', description);
  const level = ICH_LEVELS[ichLevelFromParam(requested)];
  return [
    ...pageMeta(`Awaken the Limitless Human Level ${level.level}: ${level.title}`, description),
    { canonicalPath: `/ich/levels?level=${level.level}` },
  ];
};

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
