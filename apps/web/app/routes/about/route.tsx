import { Box, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ABOUT_PAGE, AFFILIATIONS, DIRECTORS, MISSION, UAE_PRACTICES, VISION } from '@academy/content';
import { PracticeGrid } from '../../components/practice/PracticeCard';
import { pageMeta } from '../../seo';
import { PageSection, Statement } from '../../components/PageSection';
import { DirectorCard } from '../../components/DirectorCard';

export const meta = () => pageMeta(ABOUT_PAGE.meta.title, ABOUT_PAGE.meta.description);

/** Content and links only: the page ships no script (RouteModule.staticPage). */
export const staticPage = true;

export default function AboutRoute() {
  return (
    <>
      <Box bg="teal.50" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Stack maxW="3xl" mx="auto" gap="4" textAlign="center">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900">
            {ABOUT_PAGE.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
            {ABOUT_PAGE.intro}
          </Text>
        </Stack>
      </Box>

      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Statement title={ABOUT_PAGE.vision} text={VISION} />
            <Statement title={ABOUT_PAGE.mission} text={MISSION} />
          </SimpleGrid>

          <PageSection title={ABOUT_PAGE.directors}>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
              {DIRECTORS.map((director) => (
                <DirectorCard key={director.id} director={director} />
              ))}
            </SimpleGrid>
          </PageSection>

          <PageSection title={ABOUT_PAGE.team.title} lead={ABOUT_PAGE.team.lead}>
            <PracticeGrid practices={UAE_PRACTICES} showBlurb />
          </PageSection>

          <PageSection title={ABOUT_PAGE.affiliations.title} lead={ABOUT_PAGE.affiliations.lead}>
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
