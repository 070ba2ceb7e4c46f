import { ADMIN_ATTENDEES } from '@academy/content';
import { AttendeesScreen } from '../../admin/attendees/AttendeesScreen';
import { AdminArea } from '../../admin/shell/AdminArea';
import { useRouteParams } from '../../routing/route-params';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_ATTENDEES.title('an event'), 'Who holds its seats.', { noIndex: true });

/** /admin/events/{id}/attendees: the registrations holding the seats of one event. */
export default function AdminEventAttendeesRoute() {
  const { id = '' } = useRouteParams();
  return (
    <AdminArea>
      {/* Keyed by event: another event's list starts afresh. */}
      <AttendeesScreen key={id} eventId={id} />
    </AdminArea>
  );
}
