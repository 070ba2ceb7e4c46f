import type { ReactNode } from 'react';
import { Box, type HTMLChakraProps, chakra } from '@chakra-ui/react';

interface FactListProps extends HTMLChakraProps<'dl'> {
  rows: readonly (readonly [term: string, value: ReactNode])[];
}

/** Terms and their values side by side (duration, fee, course details, session details, card facts). */
export function FactList({ rows, ...props }: FactListProps) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2" {...props}>
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt color="gray.600">{term}</chakra.dt>
          <chakra.dd color="gray.900" fontWeight="semibold" minW="0" overflowWrap="anywhere">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
