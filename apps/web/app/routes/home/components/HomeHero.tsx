import { Box, Button, Flex, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_PAGE } from '@academy/content';
import { TRAININGS_SECTION_ID } from './ProgrammePanels';

/**
 * The entrance animations (SPEC.md section 9: 0.8s, 1s and 1.2s, the link fading in after 1.4s), on
 * the theme's keyframes. Each starts from its keyframe, so the text is fully visible wherever the
 * animation does not run: with reduced motion asked for, or before any style has loaded.
 */
const rise = (seconds: number) => ({
  _motionSafe: `fade-in ${seconds}s ease-out both, slide-from-bottom ${seconds}s ease-out both`,
});

/** The home page's first screen: art, the headline, the tagline and the first steps to take. */
export function HomeHero() {
  return (
    <Box as="section" position="relative" overflow="hidden" bg="teal.900" color="white">
      {/* The page's largest paint: fetched first, never lazily, in the width the screen needs. */}
      <chakra.img
        src="/images/home/hero-1600.webp"
        srcSet="/images/home/hero-828.webp 828w, /images/home/hero-1600.webp 1600w"
        sizes="100vw"
        htmlWidth={1600}
        htmlHeight={900}
        alt=""
        fetchPriority="high"
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
      />
      {/* Darkens the art behind the text so that white text keeps its contrast on every crop. */}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-b"
        gradientFrom="blackAlpha.600"
        gradientTo="blackAlpha.400"
      />
      <Flex
        position="relative"
        direction="column"
        align="center"
        justify="center"
        textAlign="center"
        minH={{ base: '30rem', md: '38rem' }}
        maxW="4xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '16', md: '20' }}
      >
        <Stack gap={{ base: '5', md: '6' }} align="center" css={{ '--slide-from-bottom-distance': '1rem' }}>
          <Heading
            as="h1"
            size={{ base: '4xl', md: '6xl' }}
            letterSpacing="tight"
            lineHeight="1.1"
            animation={rise(0.8)}
          >
            {HOME_PAGE.hero.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl" color="whiteAlpha.950" animation={rise(1)}>
            {HOME_PAGE.hero.tagline}
          </Text>
          <Flex gap="3" wrap="wrap" justify="center" animation={rise(1.2)}>
            <Button asChild size="lg" colorPalette="orange">
              <a href={`#${TRAININGS_SECTION_ID}`}>{HOME_PAGE.hero.trainings}</a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="white"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <a href="#">{HOME_PAGE.hero.workshops}</a>
            </Button>
          </Flex>
          <Link
            asChild
            color="white"
            fontWeight="semibold"
            textDecoration="underline"
            textUnderlineOffset="4px"
            animation={{ _motionSafe: 'fade-in 0.8s ease-out 1.4s both' }}
          >
            <RouterLink to="/about">{HOME_PAGE.hero.about}</RouterLink>
          </Link>
        </Stack>
      </Flex>
    </Box>
  );
}
