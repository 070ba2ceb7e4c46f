import { type ReactNode, useId } from 'react';
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';

interface CardSectionProps {
  heading: string;
  intro: string;
  /** Cards across at the widest size: two for four cards, three for six. */
  columns: 2 | 3;
  children: ReactNode;
}

/** The titled grid of level or module cards on a programme page. */
export function CardSection({ heading, intro, columns, children }: CardSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      // The site's container (header, footer, every other section): a wider grid would stick out past them.
      maxW="6xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '12', md: '16' }}
    >
      <Heading id={headingId} as="h2" size={{ base: '2xl', md: '3xl' }} color="teal.900" textAlign="center">
        {heading}
      </Heading>
      <Text
        maxW="3xl"
        mx="auto"
        mt="3"
        mb={{ base: '8', md: '10' }}
        textAlign="center"
        color="gray.700"
        fontSize="lg"
      >
        {intro}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: columns }} gap={{ base: '6', md: '8' }}>
        {children}
      </SimpleGrid>
    </Box>
  );
}
