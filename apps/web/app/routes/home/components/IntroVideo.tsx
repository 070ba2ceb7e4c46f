import { useId } from 'react';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { PROVIDER, VIDEOS } from '@academy/content';
import { VideoPlayer } from '../../../components/media';

/** The introduction video under the hero, the one player on the site that offers full screen. */
export function IntroVideo() {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      maxW="6xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '12', md: '16' }}
    >
      <Grid
        templateColumns={{ base: '1fr', md: '2fr 3fr' }}
        gap={{ base: '6', md: '10' }}
        alignItems="center"
      >
        <Stack gap="4">
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="teal.900">
            Discover Our Approach
          </Heading>
          <Text color="gray.700" fontSize="lg">
            At {PROVIDER.name} we teach through experience: hypnotherapy, regression and mindful practice in
            small groups, so that what you learn about the mind becomes something you can feel and use.
          </Text>
          <Text color="gray.700">
            Watch the introduction to meet our way of working, then explore the trainings below.
          </Text>
        </Stack>
        <Box rounded="xl" overflow="hidden" shadow="lg">
          <VideoPlayer
            video={VIDEOS.homeIntro}
            title={`Introduction to ${PROVIDER.name}`}
            overlayText="Discover Conscious Living"
            overlaySubtext="An introduction to our trainings and workshops"
            allowFullscreen
          />
        </Box>
      </Grid>
    </Box>
  );
}
