import { useId } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_PAGE, type ProgrammePanel } from '@academy/content';

/** The id the hero's Trainings button jumps to (SPEC.md section 1). */
export const TRAININGS_SECTION_ID = 'trainings-section';

/** The four training panels, each leading to its programme page. */
export function ProgrammePanels() {
  const headingId = useId();
  return (
    <Box
      as="section"
      id={TRAININGS_SECTION_ID}
      aria-labelledby={headingId}
      bg="teal.50"
      py={{ base: '12', md: '16' }}
    >
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }}>
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="teal.900" textAlign="center">
          {HOME_PAGE.trainings.heading}
        </Heading>
        <Text
          maxW="2xl"
          mx="auto"
          mt="3"
          mb={{ base: '8', md: '10' }}
          textAlign="center"
          color="gray.700"
          fontSize="lg"
        >
          {HOME_PAGE.trainings.intro}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '6' }}>
          {HOME_PAGE.trainings.panels.map((panel) => (
            <Panel key={panel.to} panel={panel} />
          ))}
        </SimpleGrid>
      </Box>
    </Box>
  );
}

function Panel({ panel }: { panel: ProgrammePanel }) {
  const titleId = useId();
  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      gap="3"
      p={{ base: '6', md: '8' }}
      bg="white"
      rounded="xl"
      borderTopWidth="4px"
      borderTopColor="teal.600"
      shadow="sm"
    >
      <Text
        fontSize="sm"
        fontWeight="bold"
        letterSpacing="wider"
        textTransform="uppercase"
        color="orange.800"
      >
        {panel.format}
      </Text>
      <Heading as="h3" id={titleId} size="xl" color="teal.900">
        {panel.title}
      </Heading>
      <Text color="gray.700" flex="1">
        {panel.description}
      </Text>
      <Button asChild alignSelf="flex-start" variant="outline" colorPalette="teal" mt="2">
        {/* Four links read 'Know More'; the panel title, as their description, tells them apart. */}
        <RouterLink to={panel.to} aria-describedby={titleId}>
          {HOME_PAGE.trainings.knowMore}
        </RouterLink>
      </Button>
    </Stack>
  );
}
