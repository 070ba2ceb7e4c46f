import { useState } from 'react';
import { Box, Button, Flex, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { type NavGroup, PROVIDER, SCHEDULE_LINK, SIDE_MENU } from '@academy/content';
import { LineIcon } from '../components/LineIcon';
import { ModalDialog } from '../components/overlay/ModalDialog';
import { SocialLink } from './SocialLink';

interface SideMenuProps {
  /** The id the header's menu button points at with aria-controls. */
  id: string;
  onClose: () => void;
}

/** The Workshop list scrolls beyond this height (SPEC.md 9). */
const GROUP_LIST_MAX_HEIGHT: Partial<Record<string, string>> = { workshop: '300px' };

const itemStyles = {
  display: 'block',
  px: '3',
  py: '2.5',
  rounded: 'md',
  color: 'gray.800',
  fontWeight: 'medium',
  textDecoration: 'none',
  focusVisibleRing: 'inside',
  _hover: { bg: 'teal.50', color: 'teal.800', textDecoration: 'none' },
  '&[aria-current=page]': { color: 'teal.800', bg: 'teal.50', fontWeight: 'bold' },
} as const;

/**
 * The slide-in side menu (SPEC.md 2.2). A modal dialog at the right edge: Escape, a click on the dimmed
 * page and the close button close it, and focus returns to the menu button. Following any link closes it.
 * Loaded on demand by the header.
 */
export default function SideMenu({ id, onClose }: SideMenuProps) {
  const { pathname } = useLocation();
  const current = (path: string) => (path === pathname ? 'page' : undefined);

  return (
    <ModalDialog
      open
      onClose={onClose}
      label="Site menu"
      placement="end"
      panelProps={{
        maxW: 'md',
        display: 'flex',
        flexDirection: 'column',
        // The panel slides in from beyond the right edge, not Chakra's default half a rem.
        css: { '--slide-from-right-distance': '100%' },
      }}
    >
      <Flex
        justify="space-between"
        align="center"
        px="6"
        py="3"
        borderBottomWidth="1px"
        borderColor="gray.200"
      >
        <Text fontWeight="bold" fontSize="lg" color="teal.800">
          {PROVIDER.shortName}
        </Text>
        <Button
          variant="ghost"
          colorPalette="gray"
          color="gray.800"
          px="2"
          aria-label="Close menu"
          onClick={onClose}
        >
          <LineIcon>
            <path d="M6 6l12 12M18 6 6 18" />
          </LineIcon>
        </Button>
      </Flex>

      <Box as="nav" id={id} aria-label="Main" px="6" py="5" flex="1">
        <Button
          asChild
          colorPalette="teal"
          bg="teal.700"
          _hover={{ bg: 'teal.800' }}
          size="lg"
          w="full"
          mb="4"
          aria-current={current(SCHEDULE_LINK.path)}
        >
          <RouterLink to={SCHEDULE_LINK.path} onClick={onClose}>
            {SCHEDULE_LINK.label}
          </RouterLink>
        </Button>
        <Stack as="ul" listStyleType="none" gap="1" fontSize="lg">
          {SIDE_MENU.map((entry) =>
            entry.kind === 'group' ? (
              <MenuGroup key={entry.id} group={entry} pathname={pathname} onNavigate={onClose} />
            ) : (
              <li key={entry.path}>
                <chakra.a asChild {...itemStyles}>
                  <RouterLink to={entry.path} aria-current={current(entry.path)} onClick={onClose}>
                    {entry.label}
                  </RouterLink>
                </chakra.a>
              </li>
            ),
          )}
        </Stack>
      </Box>

      <Stack px="6" py="5" gap="3" borderTopWidth="1px" borderColor="gray.200" bg="gray.50">
        <Text fontSize="sm" color="gray.600">
          Questions about a programme? Write to us:
        </Text>
        <Link href={`mailto:${PROVIDER.email}`} color="teal.800" fontWeight="semibold" wordBreak="break-all">
          {PROVIDER.email}
        </Link>
        <Flex as="ul" listStyleType="none" gap="3" color="teal.800" aria-label="Follow us">
          <li>
            <SocialLink network="linkedin" href={PROVIDER.social.linkedin} />
          </li>
          <li>
            <SocialLink network="facebook" href={PROVIDER.social.facebook} />
          </li>
          <li>
            <SocialLink network="instagram" href={PROVIDER.social.instagram} />
          </li>
          <li>
            <SocialLink network="mail" href={`mailto:${PROVIDER.email}`} />
          </li>
        </Flex>
      </Stack>
    </ModalDialog>
  );
}

interface MenuGroupProps {
  group: NavGroup;
  pathname: string;
  onNavigate: () => void;
}

/**
 * A collapsible group; it is open while the current page is one of its items, until the visitor toggles it.
 * Derived rather than set once: a page still loading when the menu opens becomes current while it is open.
 */
function MenuGroup({ group, pathname, onNavigate }: MenuGroupProps) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const expanded = toggled ?? group.items.some((item) => item.path === pathname);
  const listId = `side-menu-${group.id}`;

  return (
    <li>
      <chakra.button
        type="button"
        {...itemStyles}
        display="flex"
        w="full"
        alignItems="center"
        justifyContent="space-between"
        textAlign="start"
        cursor="pointer"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setToggled(!expanded)}
      >
        {group.label}
        <LineIcon
          boxSize="5"
          transform={expanded ? 'rotate(180deg)' : undefined}
          transition={{ _motionSafe: 'transform 0.2s ease' }}
        >
          <path d="m6 9 6 6 6-6" />
        </LineIcon>
      </chakra.button>
      <Stack
        as="ul"
        id={listId}
        hidden={!expanded}
        listStyleType="none"
        gap="1"
        ms="3"
        ps="3"
        mt="1"
        borderStartWidth="2px"
        borderColor="teal.100"
        fontSize="md"
        maxH={GROUP_LIST_MAX_HEIGHT[group.id]}
        overflowY="auto"
      >
        {group.items.map((item) => (
          <li key={item.path}>
            <chakra.a asChild {...itemStyles}>
              <RouterLink
                to={item.path}
                aria-current={item.path === pathname ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </RouterLink>
            </chakra.a>
          </li>
        ))}
      </Stack>
    </li>
  );
}
