import { useSearchParams } from 'react-router-dom';
import { ICH_LEVELS, ICH_LEVEL_PAGE_TEXT, ichLevelFromParam } from '@academy/content';
import type { MetaArgs } from '../../routing/route-module';
import { pageMeta } from '../../seo';
import { levelWithTerms } from '../../site-data/live-terms';
import { useTermsOf } from '../../site-data/site-data';
import { IchLevelPage } from './IchLevelPage';

/**
 * Each level is prerendered at its own address (/ich/levels?level=N, which the server answers with that
 * level's page); /ich/levels and an unknown level show level 1.
 */
export const meta = ({ location }: MetaArgs) => {
  const requested = new URLSearchParams(location.search).get('level');
  const { title, levelTitle, description } = ICH_LEVEL_PAGE_TEXT.meta;
  if (requested === null) return pageMeta(title, description);
  const level = ICH_LEVELS[ichLevelFromParam(requested)];
  return [
    ...pageMeta(levelTitle(level.level, level.title), description),
    { canonicalPath: `/ich/levels?level=${level.level}` },
  ];
};

/**
 * Content and links; its Enroll Now and live sessions are islands: the page ships no React
 * (RouteModule.staticPage).
 */
export const staticPage = true;

/** /ich/levels?level=N. */
export default function IchLevelsRoute() {
  const [searchParams] = useSearchParams();
  const level = ICH_LEVELS[ichLevelFromParam(searchParams.get('level'))];
  // The duration, fee and hours are the catalogue's, which staff manage.
  return <IchLevelPage level={levelWithTerms(level, useTermsOf()('AWAKEN', level.level))} />;
}
