import { Heading, Stack, Text } from '@chakra-ui/react';
import { CONTACT_PAGE, UAE_PRACTICES } from '@academy/content';
import { PracticeGrid } from '../../components/practice/PracticeCard';

/** The UAE practices of our graduates, with ways to reach each one (SPEC.md 2.6). */
export function PracticeList({ headingId }: { headingId: string }) {
  return (
    <Stack as="section" aria-labelledby={headingId} gap="6">
      <Stack gap="2">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} color="teal.900">
          {CONTACT_PAGE.practicesHeading}
        </Heading>
        <Text color="gray.700">{CONTACT_PAGE.practicesLead}</Text>
      </Stack>
      <PracticeGrid practices={UAE_PRACTICES} />
    </Stack>
  );
}
