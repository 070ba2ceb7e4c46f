import { type ReactNode, useId } from 'react';
import { Box, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { PROVIDER } from '@academy/content';
import { EnrolButton } from '../enrolment/EnrolButton';
import { CheckList } from '../CheckList';

interface EnrolmentPanelProps {
  heading: string;
  /** The level's name under the heading. */
  subheading: string;
  /** What the visitor enrols in, as the enrolment dialog names it, e.g. 'Level 2: Decode Your Behaviour'. */
  programme: string;
  price: string;
  nextSession: string;
  features: readonly string[];
  /** Instructor and course details shown under the questions block. */
  children?: ReactNode;
}

/** The side card of a level page: price, next session, what is included, Enroll Now and Email Us (SPEC.md 2.8). */
export function EnrolmentPanel({
  heading,
  subheading,
  programme,
  price,
  nextSession,
  features,
  children,
}: EnrolmentPanelProps) {
  const headingId = useId();
  const subject = encodeURIComponent(`Question about ${programme}`);
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="5"
      p={{ base: '5', md: '6' }}
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="gray.200"
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
      <chakra.dl display="grid" gap="3">
        <Box>
          <chakra.dt fontSize="sm" color="gray.600">
            Price
          </chakra.dt>
          <chakra.dd fontSize="3xl" fontWeight="bold" color="teal.800" lineHeight="1.2">
            {price}
          </chakra.dd>
        </Box>
        <Box>
          <chakra.dt fontSize="sm" color="gray.600">
            Next Session
          </chakra.dt>
          <chakra.dd fontWeight="semibold" color="gray.900">
            {nextSession}
          </chakra.dd>
        </Box>
      </chakra.dl>
      <Box>
        <Heading as="h3" size="sm" color="gray.900" mb="2">
          What’s Included
        </Heading>
        <CheckList items={features} />
      </Box>
      <EnrolButton
        programme={programme}
        details={`${price} · Next session: ${nextSession}`}
        size="lg"
        w="full"
      />
      <Box pt="4" borderTopWidth="1px" borderColor="gray.100">
        <Heading as="h3" size="sm" color="gray.900">
          Have Questions?
        </Heading>
        <Text mt="1" fontSize="sm" color="gray.700">
          Write to us and a course adviser will reply within one working day.{' '}
          <Link href={`mailto:${PROVIDER.email}?subject=${subject}`} color="teal.700" fontWeight="semibold">
            Email Us
          </Link>
        </Text>
      </Box>
      {children}
    </Stack>
  );
}
