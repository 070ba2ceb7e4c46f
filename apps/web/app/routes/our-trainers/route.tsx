import { PROVIDER } from '@academy/content';
import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () => pageMeta('Our Trainers', `The trainers who teach at ${PROVIDER.name}.`);

export default function OurTrainersRoute() {
  return (
    <PlainPage title="Our Trainers">
      <Paragraph>The trainers who teach our trainings and workshops.</Paragraph>
    </PlainPage>
  );
}
