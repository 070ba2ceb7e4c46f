import type { ReactNode } from 'react';
import { Grid, Stack } from '@chakra-ui/react';

interface LevelLayoutProps {
  /** The level's sections. */
  main: ReactNode;
  /** Price and Enroll Now (EnrolmentSummary). */
  summary: ReactNode;
  /** What is included, questions, instructor (EnrolmentDetails). */
  details: ReactNode;
}

/**
 * A level page's body. From lg: the sections on the left, the enrolment summary and details stacked on
 * the right. Below lg, one column: the summary comes first, right after the hero, so a phone visitor
 * reaches the price and Enroll Now without scrolling past every section; the details come last. The
 * summary is one element placed by grid areas, so Enroll Now exists once at every width.
 */
export function LevelLayout({ main, summary, details }: LevelLayoutProps) {
  return (
    <Grid
      maxW="6xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '10', lg: '14' }}
      columnGap="12"
      rowGap={{ base: '10', lg: '6' }}
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
      // The second row is flexible, so the sections' height never pulls the summary apart from the details.
      templateRows={{ lg: 'auto 1fr' }}
      templateAreas={{ base: '"summary" "main" "details"', lg: '"main summary" "main details"' }}
      alignItems="start"
    >
      <Stack gridArea="summary">{summary}</Stack>
      <Stack gridArea="main" gap={{ base: '10', md: '12' }}>
        {main}
      </Stack>
      <Stack gridArea="details">{details}</Stack>
    </Grid>
  );
}
