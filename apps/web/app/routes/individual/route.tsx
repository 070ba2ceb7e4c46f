import { type ReactNode, useId } from 'react';
import { Box, Button, Flex, Grid, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  INDIVIDUAL_COST_QUESTION,
  INDIVIDUAL_PAGE,
  INDIVIDUAL_TRAINING,
  type TitledText,
  individualCostAnswer,
} from '@academy/content';
import { PROGRAMME_LEVELS } from '@academy/content/en';
import { useTermsOf } from '../../site-data/site-data';
import { EnrolButton } from '../../components/enrolment/EnrolButton';
import { FaqSection } from '../../components/faq/FaqSection';
import { ProgrammeHero } from '../../components/programme/ProgrammeHero';
import { pageMeta } from '../../seo';

/** Content, links and Enroll Now, an island: the page ships no React (RouteModule.staticPage). */
export const staticPage = true;

export const meta = () => pageMeta(INDIVIDUAL_PAGE.meta.title, INDIVIDUAL_PAGE.meta.description);

const { title, tagline, intro, audiences, steps, formats, questions, callToAction } = INDIVIDUAL_TRAINING;

/** The two ways to start, on the teal hero and closing band: write to us, or enrol straight away. */
function Actions() {
  return (
    <Flex gap="3" wrap="wrap" justify="center">
      <Button asChild size="lg" bg="white" color="teal.900" _hover={{ bg: 'teal.50' }}>
        <RouterLink to="/contact-us">{INDIVIDUAL_PAGE.contact}</RouterLink>
      </Button>
      <EnrolButton
        // The English level name, which the form preselects, whatever the site's language.
        target={{ programme: 'INDIVIDUAL', title, level: PROGRAMME_LEVELS.INDIVIDUAL[0] }}
        details={INDIVIDUAL_PAGE.enrolDetails}
        size="lg"
        variant="outline"
        color="white"
        borderColor="white"
        _hover={{ bg: 'whiteAlpha.200' }}
      />
    </Flex>
  );
}

function Section({
  heading,
  children,
  tinted = false,
}: {
  heading: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg={tinted ? 'teal.50' : undefined}>
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Heading
          id={headingId}
          as="h2"
          size={{ base: '2xl', md: '3xl' }}
          color="teal.900"
          textAlign="center"
          mb={{ base: '8', md: '10' }}
        >
          {heading}
        </Heading>
        {children}
      </Box>
    </Box>
  );
}

function TextCards({ items, columns }: { items: readonly TitledText[]; columns: 3 | 4 }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: columns }} gap="5">
      {items.map((item) => (
        <Box
          as="li"
          key={item.heading}
          p="6"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderColor="gray.200"
          shadow="sm"
        >
          <Heading as="h3" size="md" color="teal.900">
            {item.heading}
          </Heading>
          <Text mt="2" color="gray.700">
            {item.description}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export default function IndividualRoute() {
  const ctaHeadingId = useId();
  // What a day costs is the catalogue's, which staff manage.
  const day = useTermsOf()('INDIVIDUAL', 1);
  const liveQuestions = questions.map((entry) =>
    entry.question === INDIVIDUAL_COST_QUESTION ? { ...entry, answer: individualCostAnswer(day) } : entry,
  );
  return (
    <>
      <ProgrammeHero title={title} tagline={tagline}>
        <Actions />
      </ProgrammeHero>

      <Grid
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '12', md: '16' }}
        gap={{ base: '8', md: '12' }}
        templateColumns={{ base: '1fr', md: '3fr 2fr' }}
        alignItems="center"
      >
        <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} color="gray.700" lineHeight="tall">
          {intro.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
        <chakra.img
          src="/images/programmes/individual-training.svg"
          alt={INDIVIDUAL_PAGE.illustrationAlt}
          htmlWidth={480}
          htmlHeight={360}
          loading="lazy"
          decoding="async"
          w="full"
          h="auto"
        />
      </Grid>

      <Section heading={INDIVIDUAL_PAGE.audiences} tinted>
        <TextCards items={audiences} columns={4} />
      </Section>

      <Section heading={INDIVIDUAL_PAGE.steps}>
        <chakra.ol
          listStyleType="none"
          display="grid"
          gap="5"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }}
        >
          {steps.map((step, index) => (
            <Stack as="li" key={step.heading} gap="2">
              <Box
                aria-hidden="true"
                display="grid"
                placeItems="center"
                boxSize="10"
                rounded="full"
                bg="orange.100"
                color="orange.900"
                fontWeight="bold"
              >
                {index + 1}
              </Box>
              <Heading as="h3" size="md" color="teal.900">
                {step.heading}
              </Heading>
              <Text color="gray.700">{step.description}</Text>
            </Stack>
          ))}
        </chakra.ol>
      </Section>

      <Section heading={INDIVIDUAL_PAGE.formats} tinted>
        <TextCards items={formats} columns={3} />
      </Section>

      <FaqSection entries={liveQuestions} heading={INDIVIDUAL_PAGE.questions} />

      <Box
        as="section"
        aria-labelledby={ctaHeadingId}
        bg="teal.800"
        color="white"
        px={{ base: '4', md: '6' }}
        py={{ base: '12', md: '16' }}
      >
        <Stack maxW="2xl" mx="auto" gap="4" textAlign="center" align="center">
          <Heading id={ctaHeadingId} as="h2" size={{ base: '2xl', md: '3xl' }}>
            {callToAction.heading}
          </Heading>
          <Text fontSize="lg" color="teal.50">
            {callToAction.text}
          </Text>
          <Actions />
        </Stack>
      </Box>
    </>
  );
}
