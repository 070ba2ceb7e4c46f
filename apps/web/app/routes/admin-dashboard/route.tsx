import { ADMIN_REGISTRATIONS } from '@academy/content';
import { DashboardSummary } from '../../admin/dashboard/DashboardSummary';
import { AdminArea } from '../../admin/shell/AdminArea';
import { RegistrationsPanel } from '../../admin/registrations/RegistrationsPanel';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_REGISTRATIONS.dashboardTitle, 'Registrations for Awaken the Limitless Human.', {
    noIndex: true,
  });

export default function AdminDashboardRoute() {
  return (
    <AdminArea>
      <RegistrationsPanel
        title={ADMIN_REGISTRATIONS.dashboardTitle}
        programmes={['AWAKEN']}
        summary={<DashboardSummary />}
      />
    </AdminArea>
  );
}
