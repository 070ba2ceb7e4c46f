import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Family Consultation Registrations', 'Family consultation registrations.', { noIndex: true });

export default function AdminFamilyConsultationsRoute() {
  return (
    <PlainPage title="Family Consultation Registrations">
      <Paragraph>Registrations for family consultation sessions.</Paragraph>
    </PlainPage>
  );
}
