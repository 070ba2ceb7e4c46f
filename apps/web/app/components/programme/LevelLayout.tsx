import type { ReactNode } from 'react';
import { Box, Grid, Stack } from '@chakra-ui/react';

/** A level page's body: the sections on the left, the enrolment card on the right; one column on small screens. */
export function LevelLayout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid
      maxW="6xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '10', md: '14' }}
      gap={{ base: '10', lg: '12' }}
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
      alignItems="start"
    >
      <Stack gap={{ base: '10', md: '12' }}>{main}</Stack>
      <Box>{side}</Box>
    </Grid>
  );
}
