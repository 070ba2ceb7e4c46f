import { type ReactNode, useId } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TitledText } from '@academy/content';
import { CheckList } from '../CheckList';

interface ContentSectionProps {
  heading: string;
  /** Shown before the heading on pages whose sections are numbered; decoration only. */
  number?: number;
  children: ReactNode;
}

/** A titled section of a level page. */
export function ContentSection({ heading, number, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading
        as="h2"
        id={headingId}
        size={{ base: 'xl', md: '2xl' }}
        color="teal.900"
        display="flex"
        alignItems="center"
        gap="3"
        mb="5"
      >
        {number !== undefined && (
          <Box
            as="span"
            aria-hidden="true"
            display="inline-grid"
            placeItems="center"
            flexShrink={0}
            boxSize="9"
            rounded="full"
            bg="teal.700"
            color="white"
            fontSize="md"
          >
            {number}
          </Box>
        )}
        {heading}
      </Heading>
      {children}
    </Box>
  );
}

/** Heading and description pairs (What You'll Learn, Curriculum Overview). */
export function TitledTextGrid({ items, columns = 2 }: { items: readonly TitledText[]; columns?: 1 | 2 }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: columns }} gap="4">
      {items.map((item) => (
        <Box
          as="li"
          key={item.heading}
          p="5"
          rounded="lg"
          bg="teal.50"
          borderInlineStartWidth="4px"
          borderColor="teal.600"
        >
          <Heading as="h3" size="md" color="teal.900">
            {item.heading}
          </Heading>
          <Text mt="1.5" color="gray.700">
            {item.description}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

interface BenefitColumnsProps {
  immediate: { heading: string; items: readonly string[] };
  longTerm: { heading: string; items: readonly string[] };
}

/** Course Benefits: what changes straight away and what lasts (SPEC.md 2.8). */
export function BenefitColumns({ immediate, longTerm }: BenefitColumnsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {[immediate, longTerm].map((column) => (
        <Stack
          key={column.heading}
          gap="3"
          p="5"
          rounded="lg"
          borderWidth="1px"
          borderColor="gray.200"
          bg="white"
        >
          <Heading as="h3" size="md" color="teal.900">
            {column.heading}
          </Heading>
          <CheckList items={column.items} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
