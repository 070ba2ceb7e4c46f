import { ADMIN_REGISTRATIONS } from '@academy/content';
import { AdminArea } from '../../admin/shell/AdminArea';
import { RegistrationsPanel } from '../../admin/registrations/RegistrationsPanel';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_REGISTRATIONS.managementTitle, 'Decode registrations.', { noIndex: true });

/** /all-registration-{host}: the Decode registrations, whatever the host part says. */
export default function AdminRegistrationsRoute() {
  return (
    <AdminArea>
      <RegistrationsPanel title={ADMIN_REGISTRATIONS.managementTitle} programmes={['DECODE']} />
    </AdminArea>
  );
}
