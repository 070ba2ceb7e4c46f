import { ADMIN_REGISTRATIONS } from '@academy/content';
import { AdminArea } from '../../admin/shell/AdminArea';
import { RegistrationsPanel } from '../../admin/registrations/RegistrationsPanel';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_REGISTRATIONS.hypnotherapyTitle, 'Hypnotherapy training registrations.', {
    noIndex: true,
  });

/** The hypnotherapy trainings' registrations: Awaken the Limitless Human and TASSO, together or one of them. */
export default function AdminHypnotherapyRegistrationsRoute() {
  return (
    <AdminArea>
      <RegistrationsPanel title={ADMIN_REGISTRATIONS.hypnotherapyTitle} programmes={['AWAKEN', 'TASSO']} />
    </AdminArea>
  );
}
