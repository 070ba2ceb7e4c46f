import { Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { Director } from '@academy/content';

/** One of the provider's directors: portrait, name, role and a short biography (About and HHME pages). */
export function DirectorCard({ director }: { director: Director }) {
  return (
    <Stack
      as="li"
      align="center"
      textAlign="center"
      gap="3"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p="6"
    >
      <chakra.img
        src={director.portrait.src}
        alt={director.portrait.alt}
        htmlWidth={director.portrait.width}
        htmlHeight={director.portrait.height}
        loading="lazy"
        decoding="async"
        boxSize="40"
        borderRadius="full"
      />
      <Heading as="h3" size="lg" color="gray.900">
        {director.name}
      </Heading>
      <Text color="teal.700" fontWeight="semibold">
        {director.role}
      </Text>
      <Text color="gray.700" fontSize="sm" lineHeight="tall">
        {director.bio}
      </Text>
    </Stack>
  );
}
