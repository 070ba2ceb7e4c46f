import { Stack, chakra } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import type { AdminLink } from '@academy/content';
import { isActiveLink } from './active-link';

const SidebarLink = chakra(Link, {
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

/** The sidebar's links; the one of the page shown is marked aria-current and highlighted. */
export function SidebarLinks({ links, onNavigate }: { links: readonly AdminLink[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack as="ul" gap="1" listStyle="none" p="0" m="0">
      {links.map((link) => (
        <li key={link.path}>
          <SidebarLink
            to={link.path}
            aria-current={isActiveLink(pathname, link, links) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </SidebarLink>
        </li>
      ))}
    </Stack>
  );
}
