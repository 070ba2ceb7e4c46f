import { useId } from 'react';
import { Stack, Text, chakra } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_NAV_GROUPS, ADMIN_NAV_LINKS, type AdminLinkGroup } from '@academy/content';
import { isActiveLink } from './active-link';

const NavLink = chakra(Link, {
  base: {
    display: 'block',
    px: '3',
    py: '2',
    rounded: 'md',
    color: 'white',
    fontSize: 'sm',
    textDecoration: 'none',
    _hover: { bg: 'teal.800' },
    _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '1px' },
    '&[aria-current="page"]': { bg: 'white', color: 'teal.900', fontWeight: 'bold' },
  },
});

/** The admin navigation's groups of links; the one of the page shown is marked aria-current. */
export function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack gap="6">
      {ADMIN_NAV_GROUPS.map((group) => (
        <NavGroup key={group.title} group={group} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

function NavGroup({ group, onNavigate }: { group: AdminLinkGroup; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const id = useId();
  return (
    <Stack gap="2">
      <Text id={id} px="3" fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider">
        {group.title}
      </Text>
      <Stack as="ul" aria-labelledby={id} gap="1" listStyle="none" p="0" m="0">
        {group.links.map((link) => (
          <li key={link.path}>
            <NavLink
              to={link.path}
              aria-current={isActiveLink(pathname, link, ADMIN_NAV_LINKS) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
