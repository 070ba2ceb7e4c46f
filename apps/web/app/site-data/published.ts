import { CATALOGUE_SEED } from '@academy/content';
import { PUBLISHED_ON } from '../build-info';
import { PUBLISHED_ROWS } from './calendar-rows';
import type { SiteData } from './site-data';

/**
 * What the build knows: the published calendar with no seat taken and the seeded catalogue, on the day
 * of the build. The build
 * renders every page from it (scripts/prerender.mjs): the server's first cache and its fallback.
 */
export const PUBLISHED_SITE_DATA: SiteData = {
  today: PUBLISHED_ON,
  calendar: PUBLISHED_ROWS,
  catalogue: CATALOGUE_SEED,
  source: 'published',
};
