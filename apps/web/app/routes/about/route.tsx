import { Box, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { AFFILIATIONS, DIRECTORS, MISSION, PROVIDER, UAE_PRACTICES, VISION } from '@academy/content';
import { PracticeGrid } from '../../components/practice/PracticeCard';
import { pageMeta } from '../../seo';
import { PageSection, Statement } from '../../components/PageSection';
import { DirectorCard } from '../../components/DirectorCard';

export const meta = () =>
  pageMeta(
    'About',
    `The vision and mission of ${PROVIDER.name}, its directors, the graduates' practices across the UAE and the professional bodies it belongs to.`,
  );

/** Content and links only: the page ships no script (RouteModule.staticPage). */
export const staticPage = true;

export default function AboutRoute() {
  return (
    <>
      <Box bg="teal.50" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Stack maxW="3xl" mx="auto" gap="4" textAlign="center">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900">
            About {PROVIDER.name}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
            We train people in consciousness, hypnotherapy, regression therapy and holistic healing, through
            multi-level professional trainings and hands-on workshops. Our graduates run practices across the
            United Arab Emirates and support clients in person and online.
          </Text>
        </Stack>
      </Box>

      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Statement title="Our Vision" text={VISION} />
            <Statement title="Our Mission" text={MISSION} />
          </SimpleGrid>

          <PageSection title="Meet Our Directors">
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
              {DIRECTORS.map((director) => (
                <DirectorCard key={director.id} director={director} />
              ))}
            </SimpleGrid>
          </PageSection>

          <PageSection
            title="Meet Our UAE Team"
            lead="Certified graduates of our trainings who run their own practices across the Emirates. Reach them directly to book a session."
          >
            <PracticeGrid practices={UAE_PRACTICES} showBlurb />
          </PageSection>

          <PageSection
            title="Our Affiliations"
            lead="We are members of professional bodies that set standards for training, ethics and supervision in our field."
          >
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 2, md: 3 }}
              gap={{ base: '3', md: '6' }}
            >
              {AFFILIATIONS.map((affiliation) => (
                <chakra.li key={affiliation.id} display="flex" justifyContent="center">
                  <chakra.img
                    src={affiliation.logo.src}
                    alt={affiliation.logo.alt}
                    htmlWidth={affiliation.logo.width}
                    htmlHeight={affiliation.logo.height}
                    loading="lazy"
                    decoding="async"
                    w="full"
                    maxW="240px"
                    h="auto"
                  />
                </chakra.li>
              ))}
            </SimpleGrid>
          </PageSection>
        </Stack>
      </Box>
    </>
  );
}
