import type { ReactNode } from 'react';
import { Button, Flex, Text, chakra } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { ADMIN_NAV_LINKS, ADMIN_SHELL } from '@academy/content';
import { isActiveLink } from './active-link';
import { AdminLayout } from './AdminLayout';
import { AdminNav } from './AdminNav';
import { useAdminLogout } from './use-admin-logout';

interface AdminShellProps {
  adminName: string;
  children: ReactNode;
}

/**
 * The one frame of every admin screen (issue 13 §3): the same navigation to every list and manager, the
 * current screen highlighted and named in the header, and one Sign out there.
 */
export function AdminShell({ adminName, children }: AdminShellProps) {
  const { logout, loggingOut } = useAdminLogout();
  const { pathname } = useLocation();
  const screen = ADMIN_NAV_LINKS.find((link) => isActiveLink(pathname, link, ADMIN_NAV_LINKS));
  return (
    <AdminLayout
      headerTitle={
        <>
          {ADMIN_SHELL.title}
          {screen && (
            <chakra.span fontWeight="normal" color="gray.700">
              {' '}
              › {screen.label}
            </chakra.span>
          )}
        </>
      }
      headerEnd={
        <Flex align="center" gap="3" minW="0" flexShrink="0">
          <Text display={{ base: 'none', sm: 'block' }} color="gray.700" truncate>
            {ADMIN_SHELL.greeting(adminName || ADMIN_SHELL.adminFallbackName)}
          </Text>
          <Button size="sm" colorPalette="teal" onClick={logout} disabled={loggingOut}>
            {ADMIN_SHELL.signOut}
          </Button>
        </Flex>
      }
      sidebar={(close) => <AdminNav onNavigate={close} />}
    >
      {children}
    </AdminLayout>
  );
}
