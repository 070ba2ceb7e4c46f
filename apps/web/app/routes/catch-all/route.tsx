import { useLocation } from 'react-router';
import { AdminListingScreen } from '../../admin/AdminListingScreen';
import { adminListingFor } from '../../admin/admin-listings';
import { NotFound, notFoundMeta } from '../../components/NotFound';
import { useHydrated } from '../../hooks/use-hydrated';
import { pageMeta } from '../../seo';
import { LevelNotFound } from '../level/LevelNotFound';
import { isLevelDetailPath } from '../level/decode-level';
import type { MetaArgs } from '../../routes';

export const meta = ({ location }: MetaArgs) => {
  const listing = adminListingFor(location.pathname);
  return listing ? pageMeta(listing.title, listing.description, { noIndex: true }) : notFoundMeta();
};

/**
 * Admin listings whose path ends in a host name, else the not-found page. The server answers every
 * unknown path with the prerendered not-found page, so that is what renders until hydration is done;
 * only then may an unknown Decode level get its own message.
 */
export default function CatchAllRoute() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const listing = adminListingFor(pathname);
  if (listing) return <AdminListingScreen listing={listing} />;
  if (hydrated && isLevelDetailPath(pathname)) return <LevelNotFound />;
  return <NotFound />;
}
