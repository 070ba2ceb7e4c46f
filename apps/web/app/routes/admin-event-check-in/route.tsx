import { ADMIN_CHECK_IN } from '@academy/content';
import { CheckInScreen } from '../../admin/check-in/CheckInScreen';
import { AdminArea } from '../../admin/shell/AdminArea';
import { useRouteParams } from '../../routing/route-params';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_CHECK_IN.title('an event'), ADMIN_CHECK_IN.pageDescription, { noIndex: true });

/** /admin/events/{id}/check-in: staff check registrants in at the door, on a phone. */
export default function AdminEventCheckInRoute() {
  const { id = '' } = useRouteParams();
  return (
    <AdminArea>
      {/* Keyed by event: another event's door starts afresh. */}
      <CheckInScreen key={id} eventId={id} />
    </AdminArea>
  );
}
