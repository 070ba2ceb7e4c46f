import { ADMIN_FAMILY_BOOKINGS } from '@academy/content';
import { FamilyBookingsPanel } from '../../admin/family-bookings/FamilyBookingsPanel';
import { AdminArea } from '../../admin/shell/AdminArea';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_FAMILY_BOOKINGS.title, 'Family consultation bookings.', { noIndex: true });

export default function AdminFamilyConsultationsRoute() {
  return (
    <AdminArea>
      <FamilyBookingsPanel />
    </AdminArea>
  );
}
