import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Customized Individual Training', 'A training planned around one person and their goals.');

export default function IndividualRoute() {
  return (
    <PlainPage title="Customized Individual Training">
      <Paragraph>
        A training planned around you and your goals. Write to us from the Contact Us page to plan it
        together.
      </Paragraph>
    </PlainPage>
  );
}
