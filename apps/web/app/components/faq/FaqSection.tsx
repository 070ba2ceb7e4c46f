import { MEDIA_TEXT } from '@academy/content';
import { useId } from 'react';
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { FaqEntry } from '@academy/content';

interface FaqSectionProps {
  entries: readonly FaqEntry[];
  heading?: string;
}

/**
 * An FAQs block (SPEC.md 2.4, 2.7) built on native <details>/<summary>: the browser provides the
 * toggling, keyboard support and expanded state for assistive technology, so it ships no JavaScript.
 */
export function FaqSection({ entries, heading = MEDIA_TEXT.faqHeading }: FaqSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      maxW="3xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '10', md: '14' }}
    >
      <Heading
        id={headingId}
        as="h2"
        size={{ base: '2xl', md: '3xl' }}
        color="teal.900"
        textAlign="center"
        mb="6"
      >
        {heading}
      </Heading>
      <Stack gap="3">
        {entries.map((entry) => (
          <FaqItem key={entry.question} entry={entry} />
        ))}
      </Stack>
    </Box>
  );
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <chakra.details
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      bg="white"
      _open={{
        borderColor: 'teal.300',
        shadow: 'sm',
        // Turns the summary's chevron to point up while the answer is shown.
        '& > summary::after': { transform: 'translateY(25%) rotate(-135deg)' },
      }}
    >
      <chakra.summary
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
        px={{ base: '4', md: '5' }}
        py="4"
        cursor="pointer"
        fontWeight="semibold"
        color="gray.900"
        borderRadius="lg"
        listStyleType="none"
        // The native disclosure triangle is replaced by the chevron below.
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
        _hover={{ color: 'teal.700' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
        _after={{
          content: '""',
          flexShrink: 0,
          width: '0.6rem',
          height: '0.6rem',
          borderRight: '2px solid',
          borderBottom: '2px solid',
          borderColor: 'teal.700',
          transform: 'translateY(-25%) rotate(45deg)',
          // Only animate the turn for people who have not asked for reduced motion.
          _motionSafe: { transition: 'transform 0.2s ease' },
        }}
      >
        {entry.question}
      </chakra.summary>
      <Text px={{ base: '4', md: '5' }} pb="5" color="gray.700" lineHeight="tall">
        {entry.answer}
      </Text>
    </chakra.details>
  );
}
