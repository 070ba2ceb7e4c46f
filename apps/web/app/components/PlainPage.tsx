import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

interface PlainPageProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A page with a heading and a few paragraphs: the shape of every screen not yet built out. */
export function PlainPage({ title, lead, children }: PlainPageProps) {
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="teal.900">
          {title}
        </Heading>
        {lead && (
          <Text fontSize="lg" color="teal.700" fontWeight="medium">
            {lead}
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}

/** A paragraph of body text inside a PlainPage. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text color="gray.700">{children}</Text>;
}
