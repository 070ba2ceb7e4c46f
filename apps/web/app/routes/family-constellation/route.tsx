import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(
    'Family Constellation',
    'Family Constellation workshops and family sessions: dates and locations.',
  );

export default function FamilyConstellationRoute() {
  return (
    <PlainPage title="Family Constellation">
      <Paragraph>
        Family Constellation workshops and family sessions, with their dates and locations.
      </Paragraph>
    </PlainPage>
  );
}
