import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DIRECTORS,
  HHME_ACCREDITATIONS,
  HHME_DAY_SCHEDULE,
  HHME_EVENT,
  HHME_HERO,
  HHME_INTRO,
  HHME_MEET_US,
  HHME_PAGE,
  HHME_PAST,
  hhmeProgrammes,
  HHME_TEAM,
  HHME_VISION_MISSION,
  PROVIDER,
  hhmeHasTakenPlace,
} from '@academy/content';
import { pageMeta } from '../../seo';
import { PageSection, Statement } from '../../components/PageSection';
import { DirectorCard } from '../../components/DirectorCard';
import { LineIcon } from '../../components/LineIcon';
import { useSiteData, useSiteToday } from '../../site-data/site-data';

export const meta = () => pageMeta(HHME_PAGE.meta.title, HHME_PAGE.meta.description);

/** Where Explore Participation leads: the programmes a visitor can join through us. */
const PROGRAMMES_ID = 'hhme-programmes';

/** Solid buttons on teal.700/800: white text keeps at least 4.5:1 contrast. */
const solidButton = { bg: 'teal.700', color: 'white', _hover: { bg: 'teal.800' } } as const;

/** Content and links only: the page ships no script (RouteModule.staticPage). */
export const staticPage = true;

export default function HhmeRoute() {
  // A past edition says it took place and registers nobody; its page stays for the links to it.
  const past = hhmeHasTakenPlace(useSiteToday());
  return (
    <>
      <Hero past={past} />
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <Intro />
          <VisionMission />
          <Team />
          <Programmes />
          <Accreditations />
          <MeetUs past={past} />
        </Stack>
      </Box>
    </>
  );
}

function Hero({ past }: { past: boolean }) {
  return (
    <Box
      as="section"
      aria-label={HHME_PAGE.heroLabel}
      position="relative"
      overflow="hidden"
      color="white"
      bgGradient="to-br"
      gradientFrom="teal.900"
      gradientTo="teal.700"
      px={{ base: '4', md: '6' }}
      pt={{ base: '14', md: '20' }}
      pb={{ base: '32', md: '44' }}
    >
      <chakra.img
        src="/images/hhme/dubai-skyline.svg"
        alt=""
        htmlWidth={1200}
        htmlHeight={360}
        position="absolute"
        insetX="0"
        bottom="0"
        w="full"
        h={{ base: '24', md: '40' }}
        objectFit="cover"
        objectPosition="bottom"
        pointerEvents="none"
      />
      <Stack position="relative" maxW="4xl" mx="auto" gap="5" align="center" textAlign="center">
        <Text
          fontSize="sm"
          fontWeight="bold"
          letterSpacing="widest"
          textTransform="uppercase"
          color="orange.100"
        >
          {HHME_HERO.eyebrow}
        </Text>
        <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight">
          {HHME_HERO.title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="teal.50" maxW="2xl">
          {HHME_HERO.tagline}
        </Text>
        <Flex
          as="p"
          gap={{ base: '2', sm: '6' }}
          direction={{ base: 'column', sm: 'row' }}
          align="center"
          fontWeight="semibold"
          fontSize={{ base: 'md', md: 'lg' }}
        >
          <IconText icon={<CalendarIcon />}>{HHME_EVENT.date}</IconText>
          <IconText icon={<PinIcon />}>{HHME_EVENT.venue}</IconText>
        </Flex>
        {past && (
          <Stack gap="2" align="center">
            <Text
              as="span"
              bg="orange.100"
              color="orange.900"
              fontWeight="bold"
              fontSize="sm"
              px="3"
              py="1"
              borderRadius="full"
            >
              {HHME_PAST.badge}
            </Text>
            <Text color="teal.50" maxW="2xl">
              {HHME_PAST.heroNote}
            </Text>
          </Stack>
        )}
        <Button asChild size="lg" bg="white" color="teal.900" _hover={{ bg: 'teal.50' }}>
          <a href={`#${PROGRAMMES_ID}`}>{HHME_HERO.participationLabel}</a>
        </Button>
      </Stack>
    </Box>
  );
}

function Intro() {
  return (
    <PageSection title={HHME_INTRO.heading}>
      <Stack gap="4" maxW="3xl" mx="auto">
        {HHME_INTRO.paragraphs.map((paragraph) => (
          <Text key={paragraph} color="gray.700" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
            {paragraph}
          </Text>
        ))}
        <Box>
          <Button asChild {...solidButton}>
            <a href={HHME_INTRO.pdf.href} download>
              <DownloadIcon />
              {HHME_INTRO.pdfLabel}
              <chakra.span srOnly>
                : {HHME_INTRO.pdfName(HHME_EVENT.name)} ({HHME_INTRO.pdf.sizeLabel})
              </chakra.span>
            </a>
          </Button>
        </Box>
      </Stack>
    </PageSection>
  );
}

function VisionMission() {
  return (
    <PageSection title={HHME_VISION_MISSION.heading}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Statement as="h3" title={HHME_PAGE.vision} text={HHME_VISION_MISSION.vision} />
        <Statement as="h3" title={HHME_PAGE.mission} text={HHME_VISION_MISSION.mission} />
      </SimpleGrid>
      <Flex justify="center">
        <Button asChild size="lg" {...solidButton}>
          <RouterLink to={HHME_VISION_MISSION.programmesPath}>
            {HHME_VISION_MISSION.programmesLabel}
          </RouterLink>
        </Button>
      </Flex>
    </PageSection>
  );
}

function Team() {
  return (
    <PageSection title={HHME_TEAM.heading} lead={HHME_TEAM.intro}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {DIRECTORS.map((director) => (
          <DirectorCard key={director.id} director={director} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function Programmes() {
  // Each programme quotes its levels in the catalogue staff manage.
  const { catalogue } = useSiteData();
  return (
    <PageSection id={PROGRAMMES_ID} title={HHME_PAGE.programmes.heading} lead={HHME_PAGE.programmes.lead}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {hhmeProgrammes(catalogue).map((programme) => (
          <chakra.li
            key={programme.id}
            display="flex"
            flexDirection="column"
            gap="3"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderTopWidth="4px"
            borderTopColor="orange.500"
            borderRadius="lg"
            p="5"
          >
            <Heading as="h3" size="md" color="teal.900">
              {programme.name}
            </Heading>
            <Text color="gray.700" fontSize="sm" flex="1">
              {programme.summary}
            </Text>
            <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
              <chakra.dt color="gray.600">{HHME_PAGE.programmes.duration}</chakra.dt>
              <chakra.dd fontWeight="semibold" color="gray.900">
                {programme.duration}
              </chakra.dd>
              <chakra.dt color="gray.600">{HHME_PAGE.programmes.fee}</chakra.dt>
              <chakra.dd fontWeight="semibold" color="gray.900">
                {programme.fee}
              </chakra.dd>
            </chakra.dl>
          </chakra.li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function Accreditations() {
  return (
    <PageSection title={HHME_PAGE.accreditations.heading} lead={HHME_PAGE.accreditations.lead}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="6">
        {HHME_ACCREDITATIONS.map((body) => (
          <chakra.li key={body.id} display="flex" flexDirection="column" alignItems="center" gap="3">
            <chakra.img
              src={body.badge.src}
              alt={HHME_PAGE.accreditations.sealAlt(body.name)}
              htmlWidth={body.badge.width}
              htmlHeight={body.badge.height}
              loading="lazy"
              decoding="async"
              w={{ base: '28', md: '36' }}
              h="auto"
            />
            <Text color="gray.700" fontSize="sm" textAlign="center" maxW="44">
              {body.name}
            </Text>
          </chakra.li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function MeetUs({ past }: { past: boolean }) {
  const subject = encodeURIComponent(HHME_MEET_US.registerSubject);
  return (
    <PageSection title={HHME_MEET_US.heading}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }} alignItems="start">
        <Stack
          gap="4"
          bg="teal.50"
          borderRadius="lg"
          p={{ base: '5', md: '8' }}
          borderWidth="1px"
          borderColor="teal.100"
        >
          <Stack gap="2" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color="teal.900">
            <IconText icon={<CalendarIcon />}>{HHME_EVENT.shortDate}</IconText>
            <IconText icon={<ClockIcon />}>{HHME_EVENT.hours}</IconText>
            <IconText icon={<PinIcon />}>{HHME_EVENT.venue}</IconText>
          </Stack>
          <Text color="gray.700">{past ? HHME_PAST.meetUs : HHME_MEET_US.text}</Text>
          <Box>
            <Button asChild size="lg" {...solidButton}>
              {past ? (
                <RouterLink to={HHME_PAST.calendarPath}>{HHME_PAST.calendarLabel}</RouterLink>
              ) : (
                <a href={`mailto:${PROVIDER.email}?subject=${subject}`}>{HHME_MEET_US.registerLabel}</a>
              )}
            </Button>
          </Box>
        </Stack>
        <Stack gap="3">
          <Heading as="h3" size="lg" color="teal.900">
            {HHME_PAGE.schedule}
          </Heading>
          <chakra.ol listStyleType="none" display="grid" gap="0">
            {HHME_DAY_SCHEDULE.map((item) => (
              <chakra.li
                key={item.time}
                display="grid"
                gridTemplateColumns="5.5rem 1fr"
                gap="3"
                py="2.5"
                borderBottomWidth="1px"
                borderColor="gray.200"
                fontSize="sm"
              >
                <Text fontWeight="semibold" color="teal.800">
                  {item.time}
                </Text>
                <Box>
                  <Text color="gray.900">{item.title}</Text>
                  <Text color="gray.600">{item.host}</Text>
                </Box>
              </chakra.li>
            ))}
          </chakra.ol>
        </Stack>
      </SimpleGrid>
    </PageSection>
  );
}

function IconText({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="span" align="center" gap="2">
      {icon}
      {children}
    </Flex>
  );
}

function CalendarIcon() {
  return (
    <LineIcon boxSize="5">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </LineIcon>
  );
}

function ClockIcon() {
  return (
    <LineIcon boxSize="5">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

function PinIcon() {
  return (
    <LineIcon boxSize="5">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}

function DownloadIcon() {
  return (
    <LineIcon boxSize="5">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </LineIcon>
  );
}
