import { Stack } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { ADMIN_EVENTS } from '@academy/content';
import type { Programme } from '@academy/graphql-client';
import { CalendarEventsManager } from '../../admin/events/CalendarEventsManager';
import { FamilySessionsManager } from '../../admin/events/FamilySessionsManager';
import { AdminArea } from '../../admin/shell/AdminArea';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Event Manager', 'Calendar events and family sessions.', { noIndex: true });

interface EventManagerPage {
  title: string;
  programmes: readonly [Programme, ...Programme[]];
  familySessions: boolean;
}

/** The three page-editing links of the route table, each the event manager of its programmes. */
const PAGES: Record<string, EventManagerPage> = {
  '/admin-decode': { title: ADMIN_EVENTS.decodeTitle, programmes: ['DECODE'], familySessions: false },
  '/admin-hypnotherapy': {
    title: ADMIN_EVENTS.hypnotherapyTitle,
    programmes: ['AWAKEN', 'TASSO'],
    familySessions: false,
  },
  '/admin-familyconstellation': {
    title: ADMIN_EVENTS.familyConstellationTitle,
    programmes: ['FAMILY_CONSTELLATION'],
    familySessions: true,
  },
};

export default function AdminEventsRoute() {
  const { pathname } = useLocation();
  const page = PAGES[pathname.toLowerCase()] ?? PAGES['/admin-decode'];
  return (
    <AdminArea>
      <Stack gap="10">
        {/* Keyed by page: moving between the links starts each manager afresh. */}
        <CalendarEventsManager key={pathname} title={page.title} programmes={page.programmes} />
        {page.familySessions && <FamilySessionsManager />}
      </Stack>
    </AdminArea>
  );
}
