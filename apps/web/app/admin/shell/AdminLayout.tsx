import { type ReactNode, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ADMIN_SHELL } from '@academy/content';
import { ModalDialog } from '../../components/overlay/ModalDialog';
import { AdminToaster } from './AdminToaster';

export const ADMIN_MAIN_ID = 'admin-main';

interface AdminLayoutProps {
  /** What the header says on its left. */
  headerTitle: ReactNode;
  /** The header's right side (greeting, logout). */
  headerEnd: ReactNode;
  /** The sidebar's content; rendered once more in the drawer on small screens. */
  sidebar: (close: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * The frame of every admin screen: a sidebar beside the page on wide screens, behind a menu button (a
 * drawer sliding in from the side) on small ones, and a header above the page.
 */
export function AdminLayout({ headerTitle, headerEnd, sidebar, children }: AdminLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <Flex minH="100dvh" bg="gray.50">
      <Box
        as="nav"
        aria-label={ADMIN_SHELL.navLabel}
        display={{ base: 'none', lg: 'block' }}
        w="56"
        flexShrink="0"
        bg="teal.900"
        color="white"
        px="4"
        py="6"
      >
        {sidebar(close)}
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          justify="space-between"
          gap="3"
          px={{ base: '4', md: '6' }}
          py="3"
          bg="white"
          borderBottomWidth="1px"
          borderColor="gray.200"
        >
          <Flex align="center" gap="3" minW="0">
            <Button
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="outline"
              size="sm"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              {ADMIN_SHELL.openMenu}
            </Button>
            <Text fontWeight="bold" fontSize="lg" color="teal.900" truncate minW="0">
              {headerTitle}
            </Text>
          </Flex>
          {headerEnd}
        </Flex>
        <Box as="main" id={ADMIN_MAIN_ID} flex="1" minW="0" px={{ base: '3', md: '5' }} py="6">
          {children}
        </Box>
      </Flex>
      <AdminToaster />
      <ModalDialog
        open={menuOpen}
        onClose={close}
        label={ADMIN_SHELL.navLabel}
        placement="end"
        panelProps={{ bg: 'teal.900', color: 'white', maxW: 'xs', p: '4' }}
      >
        <Stack as="nav" aria-label={ADMIN_SHELL.navLabel} gap="4">
          <Button alignSelf="flex-end" size="sm" variant="outline" color="white" onClick={close}>
            {ADMIN_SHELL.closeMenu}
          </Button>
          {sidebar(close)}
        </Stack>
      </ModalDialog>
    </Flex>
  );
}
