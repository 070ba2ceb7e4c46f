import { ADMIN_ENQUIRIES } from '@academy/content';
import { EnquiriesPanel } from '../../admin/enquiries/EnquiriesPanel';
import { AdminArea } from '../../admin/shell/AdminArea';
import { pageMeta } from '../../seo';

export const meta = () => pageMeta(ADMIN_ENQUIRIES.title, 'Enquiries.', { noIndex: true });

/** /all-contacts.{host}: every contact enquiry, whatever the host part says. */
export default function AdminContactsRoute() {
  return (
    <AdminArea>
      <EnquiriesPanel />
    </AdminArea>
  );
}
