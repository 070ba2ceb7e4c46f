import { ComingSoon } from '../../components/ComingSoon';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Coming Soon', "We're working hard to launch this page very soon.", { noIndex: true });

export default function ComingSoonRoute() {
  return <ComingSoon />;
}
