import { lazy } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  FAMILY_CONSTELLATION_ABOUT,
  FAMILY_CONSTELLATION_EXPECTATIONS,
  FAMILY_CONSTELLATION_HERO,
  FAMILY_CONSTELLATION_PAGE,
  FAMILY_CONSTELLATION_STEPS,
  VIDEOS,
} from '@academy/content';
import { VideoModalButton } from '../../components/media';
import { ClaimSeat } from '../../components/waiting-list/ClaimSeat';
import { pageMeta } from '../../seo';
import { ProgrammeDetails } from './ProgrammeDetails';
import { FamilySessionsSection } from './FamilySessionsSection';
import { PageSection } from '../../components/PageSection';
import { CheckList } from '../../components/CheckList';

export const meta = () =>
  pageMeta(FAMILY_CONSTELLATION_PAGE.meta.title, FAMILY_CONSTELLATION_PAGE.meta.description);

const hero = VIDEOS.familyConstellationHero;

const FamilySessionClaim = lazy(() => import('./FamilySessionClaim'));

/**
 * Content and links; its video, workshops, family sessions and claim link's form are islands: the page
 * ships no React (RouteModule.staticPage).
 */
export const staticPage = true;

export default function FamilyConstellationRoute() {
  return (
    <>
      <Hero />
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <About />
          <PageSection
            id="programs-details"
            title={FAMILY_CONSTELLATION_PAGE.programmesTitle}
            lead={FAMILY_CONSTELLATION_PAGE.programmesLead}
          >
            <ProgrammeDetails />
          </PageSection>
          <ClaimSeat form={FamilySessionClaim} name="family-session" />
          <FamilySessionsSection />
          <PageSection title={FAMILY_CONSTELLATION_PAGE.stepsTitle}>
            <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
              {FAMILY_CONSTELLATION_STEPS.map((step, index) => (
                <chakra.li
                  key={step.title}
                  bg="white"
                  borderWidth="1px"
                  borderColor="gray.200"
                  borderRadius="lg"
                  p="5"
                >
                  <Flex
                    aria-hidden="true"
                    align="center"
                    justify="center"
                    boxSize="9"
                    borderRadius="full"
                    bg="teal.700"
                    color="white"
                    fontWeight="bold"
                    mb="3"
                  >
                    {index + 1}
                  </Flex>
                  <Heading as="h3" size="md" color="teal.900" mb="2">
                    {step.title}
                  </Heading>
                  <Text color="gray.700" fontSize="sm">
                    {step.text}
                  </Text>
                </chakra.li>
              ))}
            </SimpleGrid>
          </PageSection>
          <PageSection title={FAMILY_CONSTELLATION_PAGE.expectationsTitle}>
            <Box maxW="3xl" mx="auto" w="full" bg="teal.50" borderRadius="lg" p={{ base: '5', md: '8' }}>
              <CheckList items={FAMILY_CONSTELLATION_EXPECTATIONS} />
            </Box>
            <Text textAlign="center" color="gray.700">
              {FAMILY_CONSTELLATION_PAGE.questions.before}{' '}
              <chakra.a asChild color="teal.700" textDecoration="underline">
                <RouterLink to="/contact-us">{FAMILY_CONSTELLATION_PAGE.questions.link}</RouterLink>
              </chakra.a>{' '}
              {FAMILY_CONSTELLATION_PAGE.questions.after}
            </Text>
          </PageSection>
        </Stack>
      </Box>
    </>
  );
}

function Hero() {
  return (
    <Box
      as="section"
      aria-label={FAMILY_CONSTELLATION_PAGE.heroLabel}
      color="white"
      bgGradient="to-br"
      gradientFrom="teal.900"
      gradientTo="teal.700"
      py={{ base: '12', md: '20' }}
    >
      <SimpleGrid
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        columns={{ base: 1, md: 2 }}
        gap={{ base: '8', md: '12' }}
        alignItems="center"
      >
        <Stack gap="5" textAlign={{ base: 'center', md: 'start' }}>
          <Text
            fontSize="sm"
            fontWeight="bold"
            letterSpacing="widest"
            textTransform="uppercase"
            color="orange.100"
          >
            {FAMILY_CONSTELLATION_PAGE.heroEyebrow}
          </Text>
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight">
            {FAMILY_CONSTELLATION_HERO.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="teal.50">
            {FAMILY_CONSTELLATION_HERO.tagline}
          </Text>
        </Stack>
        {/* The video's still with a play overlay; the video itself loads only once it is opened. */}
        <Box position="relative" aspectRatio="16 / 9" borderRadius="xl" overflow="hidden" boxShadow="xl">
          <chakra.img
            src={hero.poster}
            alt=""
            htmlWidth={640}
            htmlHeight={360}
            fetchPriority="high"
            w="full"
            h="full"
            objectFit="cover"
          />
          <Flex position="absolute" inset="0" align="center" justify="center" bg="blackAlpha.400">
            <VideoModalButton
              video={hero}
              title={FAMILY_CONSTELLATION_HERO.videoTitle}
              label={FAMILY_CONSTELLATION_HERO.playLabel}
              fullscreen
            />
          </Flex>
        </Box>
      </SimpleGrid>
    </Box>
  );
}

function About() {
  return (
    <Box as="section" aria-labelledby="about-family-constellation">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }} alignItems="center">
        <Stack gap="4">
          <Heading as="h2" id="about-family-constellation" size={{ base: '2xl', md: '3xl' }} color="teal.900">
            {FAMILY_CONSTELLATION_ABOUT.heading}
          </Heading>
          {FAMILY_CONSTELLATION_ABOUT.paragraphs.map((paragraph) => (
            <Text key={paragraph} color="gray.700" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
              {paragraph}
            </Text>
          ))}
          <Box>
            <Button asChild bg="teal.700" color="white" _hover={{ bg: 'teal.800' }}>
              <a href="#programs-details">{FAMILY_CONSTELLATION_PAGE.seeDates}</a>
            </Button>
          </Box>
        </Stack>
        <chakra.img
          src="/images/family-constellation/constellation-circle.svg"
          alt={FAMILY_CONSTELLATION_PAGE.illustrationAlt}
          htmlWidth={480}
          htmlHeight={360}
          loading="lazy"
          decoding="async"
          w="full"
          h="auto"
          maxW="480px"
          mx="auto"
        />
      </SimpleGrid>
    </Box>
  );
}
