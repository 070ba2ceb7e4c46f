import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, chakra } from '@chakra-ui/react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A titled group of a record's fields, as a description list in one or two columns. */
export function DetailSection({ title, items }: { title: string; items: readonly DetailItem[] }) {
  return (
    <Box as="section">
      <Heading as="h3" size="md" color="teal.900" mb="2">
        {title}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
        {items.map((item) => (
          <Box key={item.label} minW="0">
            <chakra.dt fontSize="xs" fontWeight="bold" color="gray.600" textTransform="uppercase">
              {item.label}
            </chakra.dt>
            <chakra.dd m="0" overflowWrap="anywhere" whiteSpace="pre-wrap">
              {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
            </chakra.dd>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
