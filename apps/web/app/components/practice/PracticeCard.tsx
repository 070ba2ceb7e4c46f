import type { ReactNode } from 'react';
import { Box, Flex, Heading, Link, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { PRACTICE_BLURB, PRACTICE_CONTACT_TEXT, type UaePractice } from '@academy/content';
import { EmailAddress } from '../EmailAddress';
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
      {/* Right under the practice, not pushed to the bottom: a card beside a taller one keeps its contacts
          with its name, and the space left over falls below them. */}
      <chakra.ul
        listStyleType="none"
        display="grid"
        gap="3"
        pt="3"
        borderTopWidth="1px"
        borderColor="gray.100"
      >
        {practice.contacts.map((contact) => (
          <chakra.li key={contact.email} fontSize="sm">
            <Text fontWeight="medium" color="gray.800">
              {contact.name}
            </Text>
            <ContactLink
              href={telHref(contact.phone)}
              label={PRACTICE_CONTACT_TEXT.call(contact.name, contact.phone)}
            >
              {contact.phone}
            </ContactLink>
            <ContactLink
              href={`mailto:${contact.email}`}
              label={PRACTICE_CONTACT_TEXT.email(contact.name, contact.email)}
            >
              <EmailAddress address={contact.email} />
            </ContactLink>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}

/**
 * A phone or e-mail link as its own row, tall enough to tap (44px on phones, 32px from md, never under
 * WCAG 2.2's 24px) so a call and an e-mail link never touch.
 */
function ContactLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-label={label}
      color="teal.700"
      display="flex"
      alignItems="center"
      minH={{ base: '11', md: '8' }}
      overflowWrap="anywhere"
    >
      {children}
    </Link>
  );
}
