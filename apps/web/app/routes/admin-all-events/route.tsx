import { ADMIN_EVENTS, PROGRAMME_KEYS } from '@academy/content';
import { CalendarEventsManager } from '../../admin/events/CalendarEventsManager';
import { AdminArea } from '../../admin/shell/AdminArea';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_EVENTS.allTitle, 'Calendar events of every programme.', { noIndex: true });

/** /admin/events: the event manager of every programme, or of the one ?programme= names. */
export default function AdminAllEventsRoute() {
  return (
    <AdminArea>
      <CalendarEventsManager title={ADMIN_EVENTS.allTitle} programmes={PROGRAMME_KEYS} />
    </AdminArea>
  );
}
