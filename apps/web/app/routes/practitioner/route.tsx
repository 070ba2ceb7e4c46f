import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Event Calendar', 'Upcoming trainings and workshops: dates, locations, trainers, seats and fees.');

export default function PractitionerRoute() {
  return (
    <PlainPage title="Event Calendar">
      <Paragraph>
        Our upcoming trainings and workshops, with their dates, locations, trainers, seats and fees.
      </Paragraph>
    </PlainPage>
  );
}
