import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () => pageMeta('Specialized Workshop', 'Hidden Colours: a specialized workshop.');

export default function HiddenColoursRoute() {
  return (
    <PlainPage title="Specialized Workshop" lead="Hidden Colours">
      <Paragraph>Hidden Colours is a specialized workshop in our programme.</Paragraph>
    </PlainPage>
  );
}
