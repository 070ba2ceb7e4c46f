import { useId } from 'react';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { HOME_PAGE, VIDEOS } from '@academy/content';
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
            {HOME_PAGE.intro.heading}
          </Heading>
          <Text color="gray.700" fontSize="lg">
            {HOME_PAGE.intro.text}
          </Text>
          <Text color="gray.700">{HOME_PAGE.intro.next}</Text>
        </Stack>
        <Box rounded="xl" overflow="hidden" shadow="lg">
          <VideoPlayer
            video={VIDEOS.homeIntro}
            title={HOME_PAGE.intro.videoTitle}
            overlayText={HOME_PAGE.intro.overlayText}
            overlaySubtext={HOME_PAGE.intro.overlaySubtext}
            allowFullscreen
          />
        </Box>
      </Grid>
    </Box>
  );
}
