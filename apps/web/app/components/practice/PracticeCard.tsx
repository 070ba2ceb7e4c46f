import { Box, Flex, Heading, Link, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { PRACTICE_BLURB, type UaePractice } from '@academy/content';
import { telHref } from './tel-href';

interface PracticeGridProps {
  practices: readonly UaePractice[];
  /** About shows SPEC.md 2.5's fixed blurb on every card; Contact lists location and contacts only. */
  showBlurb?: boolean;
}

/** The UAE practices as a list of cards, shared by About (SPEC.md 2.5) and Contact (2.6). */
export function PracticeGrid({ practices, showBlurb = false }: PracticeGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {practices.map((practice) => (
        <PracticeCard key={practice.id} practice={practice} showBlurb={showBlurb} />
      ))}
    </SimpleGrid>
  );
}

function PracticeCard({ practice, showBlurb }: { practice: UaePractice; showBlurb: boolean }) {
  return (
    <Box
      as="li"
      data-testid="practice-card"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p="5"
      display="flex"
      flexDirection="column"
      gap="3"
      minW="0"
    >
      <Flex gap="3" align="center">
        {/* The initial is a visual monogram; the heading beside it already names the practice. */}
        <Flex
          aria-hidden="true"
          flexShrink={0}
          boxSize="10"
          borderRadius="full"
          bg="teal.700"
          color="white"
          align="center"
          justify="center"
          fontWeight="bold"
          fontSize="lg"
        >
          {practice.name.charAt(0)}
        </Flex>
        <Box minW="0">
          <Heading as="h3" size="md" color="teal.800">
            {practice.name}
          </Heading>
          <Text fontSize="sm" color="gray.600">
            {practice.location}
          </Text>
        </Box>
      </Flex>
      {showBlurb && (
        <Text fontSize="sm" color="gray.700">
          {PRACTICE_BLURB}
        </Text>
      )}
      <chakra.ul listStyleType="none" display="grid" gap="3" mt="auto">
        {practice.contacts.map((contact) => (
          <chakra.li key={contact.email} fontSize="sm">
            <Text fontWeight="medium" color="gray.800">
              {contact.name}
            </Text>
            <Link
              href={telHref(contact.phone)}
              color="teal.700"
              display="block"
              aria-label={`Call ${contact.name} on ${contact.phone}`}
            >
              {contact.phone}
            </Link>
            <Link
              href={`mailto:${contact.email}`}
              color="teal.700"
              display="block"
              overflowWrap="anywhere"
              aria-label={`E-mail ${contact.name} at ${contact.email}`}
            >
              {contact.email}
            </Link>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
