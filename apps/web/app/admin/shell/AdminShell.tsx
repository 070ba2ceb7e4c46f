import type { ReactNode } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ADMIN_LISTING_AREA_LINKS, ADMIN_SHELL, ADMIN_SIGN_IN_AREA_LINKS } from '@academy/content';
import { AdminLayout } from './AdminLayout';
import { SidebarLinks } from './SidebarLinks';
import { useAdminLogout } from './use-admin-logout';

/** sign-in: the dashboard's shell; listing: the shell of the lists and the event manager. */
export type AdminAreaKind = 'sign-in' | 'listing';

/**
 * SPEC.md 2.15's two areas. The sign-in area: one sidebar item and Sign out, and a header that greets.
 * The listing area: the admin links with the current one highlighted, titled Dashboard. Both offer Logout.
 */
const AREAS = {
  'sign-in': {
    title: ADMIN_SHELL.welcome,
    links: ADMIN_SIGN_IN_AREA_LINKS,
    nameProps: { fontWeight: 'medium', color: 'gray.800' },
    signOutInSidebar: true,
  },
  listing: {
    title: ADMIN_SHELL.listingTitle,
    links: ADMIN_LISTING_AREA_LINKS,
    nameProps: { display: { base: 'none', sm: 'block' }, color: 'gray.700' },
    signOutInSidebar: false,
  },
} as const;

interface AdminShellProps {
  area: AdminAreaKind;
  adminName: string;
  children: ReactNode;
}

export function AdminShell({ area, adminName, children }: AdminShellProps) {
  const { title, links, nameProps, signOutInSidebar } = AREAS[area];
  const { logout, loggingOut } = useAdminLogout();
  return (
    <AdminLayout
      headerTitle={title}
      headerEnd={
        <Flex align="center" gap="3">
          <Text {...nameProps} truncate>
            {adminName || ADMIN_SHELL.adminFallbackName}
          </Text>
          <Button size="sm" colorPalette="teal" onClick={logout} disabled={loggingOut}>
            {ADMIN_SHELL.logout}
          </Button>
        </Flex>
      }
      sidebar={(close) => {
        const sidebarLinks = <SidebarLinks links={links} onNavigate={close} />;
        if (!signOutInSidebar) return sidebarLinks;
        return (
          <Stack gap="6">
            {sidebarLinks}
            <Button variant="outline" color="white" size="sm" onClick={logout} disabled={loggingOut}>
              {ADMIN_SHELL.signOut}
            </Button>
          </Stack>
        );
      }}
    >
      {children}
    </AdminLayout>
  );
}
