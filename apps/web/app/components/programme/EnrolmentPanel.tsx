// The enrolment panel of a level page (SPEC.md 2.8) in two parts that LevelLayout places: the summary
// (price, next session, Enroll Now) and the details (what is included, Email Us, instructor).
import { type ReactNode, useId } from 'react';
import { Box, Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { LEVEL_PAGE_TEXT, PROVIDER } from '@academy/content';
import { EnrolButton } from '../enrolment/EnrolButton';
import type { EnrolmentTarget } from '../enrolment/enrolment-target';
import { CheckList } from '../CheckList';

const card = {
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  p: { base: '5', md: '6' },
} as const;

interface EnrolmentSummaryProps {
  heading: string;
  /** The level's name under the heading. */
  subheading: string;
  /** What Enroll Now enrols in. */
  target: EnrolmentTarget;
  price: string;
  nextSession: string;
}

/** Heading, price, next session and the page's one Enroll Now; compact enough to sit under the hero on phones. */
export function EnrolmentSummary({ heading, subheading, target, price, nextSession }: EnrolmentSummaryProps) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap={{ base: '4', lg: '5' }}
      {...card}
      borderTopWidth="4px"
      borderTopColor="teal.600"
      shadow="md"
    >
      <Box>
        <Heading as="h2" id={headingId} size="xl" color="teal.900">
          {heading}
        </Heading>
        <Text mt="1" color="teal.700" fontWeight="medium">
          {subheading}
        </Text>
      </Box>
      {/* Side by side on a phone, to keep the block short; stacked in the narrow side column. */}
      <chakra.dl display="grid" gridTemplateColumns={{ base: 'auto 1fr', lg: '1fr' }} gap="3" columnGap="6">
        <Box>
          <chakra.dt fontSize="sm" color="gray.600">
            {LEVEL_PAGE_TEXT.summary.price}
          </chakra.dt>
          <chakra.dd
            fontSize={{ base: '2xl', lg: '3xl' }}
            fontWeight="bold"
            color="teal.800"
            lineHeight="1.2"
          >
            {price}
          </chakra.dd>
        </Box>
        <Box>
          <chakra.dt fontSize="sm" color="gray.600">
            {LEVEL_PAGE_TEXT.summary.nextSession}
          </chakra.dt>
          <chakra.dd fontWeight="semibold" color="gray.900">
            {nextSession}
          </chakra.dd>
        </Box>
      </chakra.dl>
      <EnrolButton
        target={target}
        details={LEVEL_PAGE_TEXT.summary.enrolDetails(price, nextSession)}
        size="lg"
        w="full"
      />
    </Stack>
  );
}

interface EnrolmentDetailsProps {
  /** The programme a question is about (the Email Us subject). */
  programme: string;
  features: readonly string[];
  /** Instructor and course details shown under the questions block. */
  children?: ReactNode;
}

/**
 * What enrolment includes, how to ask a question, and who teaches the level. It follows the sections in
 * the document, so its headings are h2 rather than parts of the last section.
 */
export function EnrolmentDetails({ programme, features, children }: EnrolmentDetailsProps) {
  const subject = encodeURIComponent(LEVEL_PAGE_TEXT.details.emailSubject(programme));
  return (
    <Stack gap="5" {...card}>
      <Box>
        <Heading as="h2" size="sm" color="gray.900" mb="2">
          {LEVEL_PAGE_TEXT.details.included}
        </Heading>
        <CheckList items={features} />
      </Box>
      <Box pt="4" borderTopWidth="1px" borderColor="gray.100">
        <Heading as="h2" size="sm" color="gray.900">
          {LEVEL_PAGE_TEXT.details.questions}
        </Heading>
        <Text mt="1" mb="3" fontSize="sm" color="gray.700">
          {LEVEL_PAGE_TEXT.details.questionsText}
        </Text>
        <Button asChild variant="outline" colorPalette="teal" size={{ base: 'lg', lg: 'md' }} w="full">
          <a href={`mailto:${PROVIDER.email}?subject=${subject}`}>{LEVEL_PAGE_TEXT.details.emailUs}</a>
        </Button>
      </Box>
      {children}
    </Stack>
  );
}
