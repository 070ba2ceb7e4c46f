import { useLocation } from 'react-router-dom';
import { NotFound, notFoundMeta } from '../../components/NotFound';
import { useHydrated } from '../../hooks/use-hydrated';
import { LevelNotFound } from '../level/LevelNotFound';
import { isLevelDetailPath } from '../level/decode-level';

export const meta = () => notFoundMeta();

/**
 * Every address the route table does not know. The server answers those with the prerendered
 * not-found page, so that is what renders until hydration is done; only then may an unknown Decode
 * level get its own message.
 */
export default function CatchAllRoute() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (hydrated && isLevelDetailPath(pathname)) return <LevelNotFound />;
  return <NotFound />;
}
