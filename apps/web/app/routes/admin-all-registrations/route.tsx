import { ADMIN_REGISTRATIONS, PROGRAMME_KEYS } from '@academy/content';
import { AdminArea } from '../../admin/shell/AdminArea';
import { RegistrationsPanel } from '../../admin/registrations/RegistrationsPanel';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_REGISTRATIONS.allTitle, 'Registrations of every programme.', { noIndex: true });

/** /admin/registrations: the registrations of every programme, or of the one ?programme= names. */
export default function AdminAllRegistrationsRoute() {
  return (
    <AdminArea>
      <RegistrationsPanel title={ADMIN_REGISTRATIONS.allTitle} programmes={PROGRAMME_KEYS} />
    </AdminArea>
  );
}
