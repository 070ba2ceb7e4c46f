import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Admin Sign In', 'Staff sign-in to the administration area.', { noIndex: true });

export default function AdminLoginRoute() {
  return (
    <PlainPage title="Admin Sign In">
      <Paragraph>Staff sign in here to review registrations and contact enquiries.</Paragraph>
    </PlainPage>
  );
}
