import { Box, Flex, Heading, Text, chakra } from '@chakra-ui/react';
import { type Instructor, LEVEL_PAGE_TEXT } from '@academy/content';

/** An instructor's portrait and credentials, in a level page's side card. */
export function InstructorCard({ instructor, role }: { instructor: Instructor; role: string }) {
  return (
    <Flex gap="4" align="center" pt="4" borderTopWidth="1px" borderColor="gray.100">
      <chakra.img
        src={instructor.photo}
        alt={LEVEL_PAGE_TEXT.portraitOf(instructor.name, role)}
        htmlWidth={96}
        htmlHeight={96}
        loading="lazy"
        decoding="async"
        flexShrink={0}
        boxSize="24"
        rounded="full"
        bg="teal.50"
      />
      <Box minW="0">
        <Text
          fontSize="xs"
          fontWeight="bold"
          letterSpacing="wide"
          textTransform="uppercase"
          color="orange.800"
        >
          {role}
        </Text>
        <Heading as="h3" size="md" color="teal.900">
          {instructor.name}
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {instructor.qualification}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {instructor.certification}
        </Text>
        <Text fontSize="sm" color="gray.900" fontWeight="semibold">
          {instructor.experience}
        </Text>
      </Box>
    </Flex>
  );
}
