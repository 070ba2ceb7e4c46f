import { Box, Button, Flex, Grid, Heading, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  AVAILABILITY_LABEL,
  HIDDEN_COLOURS,
  HIDDEN_COLOURS_PAGE,
  PROVIDER,
  byIsoDate,
  eventTimeText,
  formatEventDays,
  placeName,
  termFacts,
} from '@academy/content';
import { useTermsOf } from '../../site-data/site-data';
import { EventEnrolButton } from '../../components/calendar/EventEnrolButton';
import { cityOf } from '../../components/calendar/calendar-view';
import { TypedText } from '../../components/calendar/TypedText';
import { useCalendarEvents } from '../../components/calendar/use-calendar-events';
import { pageMeta } from '../../seo';
import { PageSection } from '../../components/PageSection';

/** Content, links and Enroll Now, an island: the page ships no React (RouteModule.staticPage). */
export const staticPage = true;

export const meta = () => pageMeta(HIDDEN_COLOURS_PAGE.meta.title, HIDDEN_COLOURS_PAGE.meta.description);

const NEXT_DATES_ID = 'next-dates';

export default function HiddenColoursRoute() {
  const workshop = HIDDEN_COLOURS;
  // Its duration and fee are the catalogue's, which staff manage.
  const [duration, fee] = termFacts(useTermsOf()('HIDDEN_COLOURS', 1));
  const facts = workshop.facts.map((fact) =>
    fact.label === duration.label ? duration : fact.label === fee.label ? fee : fact,
  );
  return (
    <>
      <Box bg="orange.50" py={{ base: '10', md: '16' }}>
        <Grid
          maxW="6xl"
          mx="auto"
          px={{ base: '4', md: '6' }}
          templateColumns={{ base: '1fr', md: '1.1fr 1fr' }}
          gap={{ base: '8', md: '12' }}
          alignItems="center"
        >
          <Stack
            gap="4"
            textAlign={{ base: 'center', md: 'start' }}
            align={{ base: 'center', md: 'flex-start' }}
          >
            <Text
              color="orange.800"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
            >
              {workshop.menuLabel}
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="teal.900">
              {workshop.title}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700">
              {workshop.tagline}
            </Text>
            <Button asChild colorPalette="teal" size="lg">
              <a href={`#${NEXT_DATES_ID}`}>{HIDDEN_COLOURS_PAGE.seeNextDates}</a>
            </Button>
          </Stack>
          <chakra.img
            src="/images/illustrations/hidden-colours.svg"
            alt=""
            htmlWidth={640}
            htmlHeight={400}
            w="full"
            h="auto"
            maxW="xl"
            mx="auto"
            borderRadius="2xl"
          />
        </Grid>
      </Box>

      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <PageSection align="start" title={HIDDEN_COLOURS_PAGE.sections.about}>
            <Stack gap="4" maxW="3xl">
              {workshop.intro.map((paragraph) => (
                <Text key={paragraph} color="gray.700" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </PageSection>

          <PageSection align="start" title={HIDDEN_COLOURS_PAGE.sections.themes}>
            <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="5">
              {workshop.themes.map((theme) => (
                <Box
                  as="li"
                  key={theme.heading}
                  bg="white"
                  borderWidth="1px"
                  borderColor="gray.200"
                  borderInlineStartWidth="4px"
                  borderInlineStartColor="orange.400"
                  borderRadius="lg"
                  p="5"
                >
                  <Heading as="h3" size="md" color="teal.800" mb="2">
                    {theme.heading}
                  </Heading>
                  <Text color="gray.700">{theme.description}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </PageSection>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '12', md: '10' }}>
            <PageSection align="start" title={HIDDEN_COLOURS_PAGE.sections.audience}>
              <BulletList items={workshop.audience} />
            </PageSection>
            <PageSection align="start" title={HIDDEN_COLOURS_PAGE.sections.outcomes}>
              <BulletList items={workshop.outcomes} />
            </PageSection>
          </SimpleGrid>

          <PageSection align="start" title={HIDDEN_COLOURS_PAGE.sections.format}>
            <chakra.dl
              display="grid"
              gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
              gap="4"
            >
              {facts.map((fact) => (
                <Box key={fact.label} bg="teal.50" borderRadius="lg" p="4">
                  <chakra.dt fontSize="sm" color="teal.800" fontWeight="semibold">
                    {fact.label}
                  </chakra.dt>
                  <chakra.dd color="gray.800" mt="1">
                    {fact.value}
                  </chakra.dd>
                </Box>
              ))}
            </chakra.dl>
          </PageSection>

          <PageSection align="start" title={HIDDEN_COLOURS_PAGE.sections.nextDates} id={NEXT_DATES_ID}>
            <NextDates />
          </PageSection>

          <Text color="gray.600" fontSize="sm" maxW="3xl">
            {workshop.wellbeingNote}
          </Text>
        </Stack>
      </Box>
    </>
  );
}

/**
 * The workshop's dates still to come, from the calendar the page is rendered from, each with its own
 * Enroll Now; none has passed, so none is offered after its day.
 */
function NextDates() {
  const { rows, today } = useCalendarEvents();
  const sessions = rows
    .filter((row) => row.programme === 'HIDDEN_COLOURS' && !row.noEnroll && row.date >= today)
    .sort(byIsoDate);
  if (sessions.length === 0) {
    return (
      <Text color="gray.700" maxW="3xl">
        {HIDDEN_COLOURS.noDates}{' '}
        <Link href={`mailto:${PROVIDER.email}`} color="teal.800" textDecoration="underline">
          {PROVIDER.email}
        </Link>
      </Text>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
      {sessions.map((session) => (
        <Flex
          as="li"
          key={session.id}
          direction="column"
          gap="3"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="lg"
          p="5"
        >
          <Heading as="h3" size="lg" color="teal.900">
            <TypedText text={placeName(cityOf(session.location))} />
          </Heading>
          <chakra.dl display="grid" gap="1" fontSize="sm" color="gray.700">
            <chakra.dt srOnly>{HIDDEN_COLOURS_PAGE.session.dates}</chakra.dt>
            <chakra.dd fontWeight="semibold" color="gray.900">
              {formatEventDays(session)}
            </chakra.dd>
            <chakra.dt srOnly>{HIDDEN_COLOURS_PAGE.session.time}</chakra.dt>
            <chakra.dd>{eventTimeText(session.time)}</chakra.dd>
            <chakra.dt srOnly>{HIDDEN_COLOURS_PAGE.session.venue}</chakra.dt>
            <chakra.dd>
              <TypedText text={placeName(session.location)} />
            </chakra.dd>
          </chakra.dl>
          <Box mt="auto" alignSelf="flex-start">
            {session.enrollable ? (
              <EventEnrolButton event={session} size="lg" />
            ) : (
              <Text color="gray.700" fontWeight="semibold">
                {AVAILABILITY_LABEL[session.availability]}
              </Text>
            )}
          </Box>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <chakra.ul display="grid" gap="3" listStyleType="none">
      {items.map((item) => (
        <chakra.li
          key={item}
          color="gray.700"
          ps="6"
          position="relative"
          _before={{
            content: '""',
            position: 'absolute',
            insetStart: '0',
            top: '0.55em',
            boxSize: '2.5',
            borderRadius: 'full',
            bg: 'orange.400',
          }}
        >
          {item}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
