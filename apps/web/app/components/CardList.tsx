import type { ReactNode } from 'react';
import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import { FactList } from './programme/FactList';

interface CardListProps {
  /** Names the list for screen readers (the table beside it names itself by its caption). */
  label: string;
  /** The cards (CardListItem elements). */
  children: ReactNode;
}

/**
 * The phone presentation of a ScrollTable's rows: one card per row, every fact readable without
 * swiping. Both are in the prerendered HTML and CSS shows one of them (this list below md, the table
 * from md up), so hydration never has to swap them.
 */
export function CardList({ label, children }: CardListProps) {
  return (
    <chakra.ul aria-label={label} hideFrom="md" listStyleType="none" display="grid" gap="4">
      {children}
    </chakra.ul>
  );
}

interface CardListItemProps {
  /** The row's name: a text or a link. */
  title: ReactNode;
  /** The heading level that fits the page's outline where the list stands. */
  headingLevel: 'h2' | 'h3';
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** The row's cells, each under its column's name. */
  facts: readonly (readonly [term: string, value: ReactNode])[];
  /** What a visitor can do with the row: Enroll Now or why not. */
  action?: ReactNode;
}

/** One row of a CardList: a heading, the row's facts and its action. */
export function CardListItem({ title, headingLevel, subtitle, facts, action }: CardListItemProps) {
  return (
    <chakra.li
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      shadow="xs"
      p="4"
      display="grid"
      gap="3"
      minW="0"
    >
      <Box>
        <Heading as={headingLevel} size="md" color="teal.900">
          {title}
        </Heading>
        {subtitle && (
          <Text mt="0.5" fontSize="sm" color="gray.600">
            {subtitle}
          </Text>
        )}
      </Box>
      <FactList rows={facts} fontSize="sm" columnGap="3" />
      {action}
    </chakra.li>
  );
}
