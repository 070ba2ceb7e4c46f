import { lazy } from 'react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { EVENT_CALENDAR_META, EVENT_CALENDAR_PAGE } from '@academy/content';
import { pageMeta } from '../../seo';
import { ClaimSeat } from '../../components/waiting-list/ClaimSeat';
import { EventCalendar } from './EventCalendar';

const EventClaimForm = lazy(() => import('../../components/waiting-list/EventClaimForm'));

export const meta = () => pageMeta(EVENT_CALENDAR_META.title, EVENT_CALENDAR_META.description);

/**
 * Content and links; the calendar (its live seats, its filters, Enroll Now) and a claim link's form are
 * islands: the page ships no React (RouteModule.staticPage).
 */
export const staticPage = true;

export default function PractitionerRoute() {
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="3" mb={{ base: '6', md: '8' }} maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900">
          {EVENT_CALENDAR_PAGE.title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
          {EVENT_CALENDAR_PAGE.intro}
        </Text>
        <Text fontSize="sm" color="gray.700">
          <Link
            href={EVENT_CALENDAR_PAGE.feedPath}
            color="teal.800"
            fontWeight="semibold"
            textDecoration="underline"
          >
            {EVENT_CALENDAR_PAGE.subscribe}
          </Link>
          {' · '}
          {EVENT_CALENDAR_PAGE.subscribeHint}
        </Text>
      </Stack>
      <ClaimSeat form={EventClaimForm} name="event" />
      <EventCalendar />
    </Box>
  );
}
