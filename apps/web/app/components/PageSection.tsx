import { type ReactNode, useId } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

interface PageSectionProps {
  title: string;
  /** A sentence under the heading. */
  lead?: string;
  id?: string;
  /** Centred (the default) or aligned with the text below it. */
  align?: 'center' | 'start';
  children: ReactNode;
}

/** A titled section of a content page: an h2 (and lead) that also names the section for screen readers. */
export function PageSection({ title, lead, id, align = 'center', children }: PageSectionProps) {
  const headingId = useId();
  const centred = align === 'center';
  return (
    <Stack as="section" id={id} aria-labelledby={headingId} gap={centred ? '6' : '5'}>
      <Stack
        gap="2"
        textAlign={centred ? 'center' : 'start'}
        maxW={centred ? '2xl' : undefined}
        mx={centred ? 'auto' : undefined}
      >
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="teal.900">
          {title}
        </Heading>
        {lead && <Text color="gray.700">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

/** A short titled statement on a card with a coloured top edge (vision, mission). */
export function Statement({ title, text, as = 'h2' }: { title: string; text: string; as?: 'h2' | 'h3' }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderTopWidth="4px"
      borderTopColor="teal.600"
      borderRadius="lg"
      p={{ base: '5', md: '8' }}
    >
      <Heading as={as} size={as === 'h2' ? { base: 'xl', md: '2xl' } : 'xl'} color="teal.900" mb="3">
        {title}
      </Heading>
      <Text color="gray.700" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
        {text}
      </Text>
    </Box>
  );
}
