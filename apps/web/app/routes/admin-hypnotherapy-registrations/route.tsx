import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Hypnotherapy Registrations', 'Hypnotherapy training registrations.', { noIndex: true });

export default function AdminHypnotherapyRegistrationsRoute() {
  return (
    <PlainPage title="Hypnotherapy Registrations">
      <Paragraph>Registrations for the hypnotherapy trainings.</Paragraph>
    </PlainPage>
  );
}
