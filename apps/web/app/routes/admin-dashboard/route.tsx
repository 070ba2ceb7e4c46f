import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Awaken Limitless Human Dashboard', 'Registrations for Awaken the Limitless Human.', {
    noIndex: true,
  });

export default function AdminDashboardRoute() {
  return (
    <PlainPage title="Awaken Limitless Human Dashboard">
      <Paragraph>Registrations for Awaken the Limitless Human, with search and details.</Paragraph>
    </PlainPage>
  );
}
