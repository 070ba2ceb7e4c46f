import type { ReactNode } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { ADMIN_SHELL } from '@academy/content';
import { AdminLayout } from './AdminLayout';
import { AdminNav } from './AdminNav';
import { useAdminLogout } from './use-admin-logout';

interface AdminShellProps {
  adminName: string;
  children: ReactNode;
}

/**
 * The one frame of every admin screen (issue 13 §3): the same navigation to every list and manager, the
 * current screen highlighted, and one Sign out in the header.
 */
export function AdminShell({ adminName, children }: AdminShellProps) {
  const { logout, loggingOut } = useAdminLogout();
  return (
    <AdminLayout
      headerTitle={ADMIN_SHELL.title}
      headerEnd={
        <Flex align="center" gap="3" minW="0">
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
