import { Box, Button, Flex, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PROVIDER, SCHEDULE_LINK, SITE_FRAME_TEXT } from '@academy/content';
import { LineIcon } from '../components/LineIcon';
import { LanguageSwitch } from './LanguageSwitch';
import { SideMenu } from './SideMenu';
import { SIDE_MENU_OPENER, SITE_HEADER } from './header-controller';

export const HEADER_HEIGHT = '4rem';

const SIDE_MENU_ID = 'site-menu';

/**
 * The fixed site header (SPEC.md 2.2): logo home link, Schedule button (md and up) and the button that
 * opens the side menu. It slides away while the visitor scrolls down past 100px and returns on any
 * upward scroll; keyboard focus inside it always keeps it in view.
 */
export function SiteHeader() {
  return (
    <>
      <Box
        as="header"
        position="fixed"
        top="0"
        insetX="0"
        zIndex="sticky"
        h={HEADER_HEIGHT}
        transform="translateY(0)"
        transition={{ _motionSafe: 'transform 0.3s ease' }}
        // header-controller.ts sets these as the page scrolls, with or without React.
        {...SITE_HEADER}
        css={{
          // The white ground fades in as a layer of its own: only transform and opacity animate off the
          // main thread. Fading the header's own background and shadow took a main-thread frame after
          // frame, and a tap just after a scroll waited on them (some 50 ms at 4× CPU slowdown).
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: '0',
            zIndex: '-1',
            bg: 'white',
            boxShadow: 'md',
            opacity: '0',
            transition: { _motionSafe: 'opacity 0.3s ease' },
          },
          '&[data-solid]::before': { opacity: '1' },
          '&[data-hidden]': { transform: 'translateY(-100%)' },
          '&:has(:focus-visible)': { transform: 'translateY(0)' },
        }}
      >
        <Flex maxW="6xl" mx="auto" h="full" px={{ base: '4', md: '6' }} align="center" gap="3">
          <chakra.a
            asChild
            display="inline-flex"
            alignItems="center"
            gap="2.5"
            fontWeight="bold"
            fontSize={{ base: 'lg', md: 'xl' }}
            color="teal.800"
            rounded="md"
            focusVisibleRing="outside"
            me="auto"
          >
            <Link to="/" aria-label={SITE_FRAME_TEXT.homeLabel}>
              <img src="/images/logo.svg" width="36" height="36" alt="" />
              {PROVIDER.shortName}
            </Link>
          </chakra.a>
          <Button asChild colorPalette="teal" size="sm" display={{ base: 'none', md: 'inline-flex' }}>
            <Link to={SCHEDULE_LINK.path}>{SCHEDULE_LINK.label}</Link>
          </Button>
          <chakra.span
            asChild
            color="teal.800"
            fontWeight="semibold"
            fontSize="sm"
            textDecoration="underline"
            textUnderlineOffset="3px"
            px="1"
            py="2"
            rounded="md"
            focusVisibleRing="outside"
          >
            <LanguageSwitch />
          </chakra.span>
          <Button
            variant="ghost"
            colorPalette="gray"
            color="gray.800"
            px="2"
            aria-label={SITE_FRAME_TEXT.openMenu}
            // Opened by header-controller.ts, which keeps aria-expanded: at once, even before hydration.
            {...SIDE_MENU_OPENER}
            aria-expanded="false"
            aria-controls={SIDE_MENU_ID}
          >
            <LineIcon>
              <path d="M4 6h16M4 12h16M4 18h16" />
            </LineIcon>
          </Button>
        </Flex>
      </Box>
      <SideMenu id={SIDE_MENU_ID} />
    </>
  );
}
