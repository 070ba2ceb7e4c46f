import { PROVIDER } from '@academy/content';
import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('About', `The vision, mission, directors and UAE team of ${PROVIDER.name}.`);

export default function AboutRoute() {
  return (
    <PlainPage title={`About ${PROVIDER.name}`}>
      <Paragraph>
        {PROVIDER.name} trains people in consciousness, hypnotherapy, regression therapy and healing, through
        multi-level trainings and hands-on workshops.
      </Paragraph>
      <Paragraph>
        Our graduates run practices across the United Arab Emirates; you can find them on our Contact Us page.
      </Paragraph>
    </PlainPage>
  );
}
