import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

interface ProgrammeHeroProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A small line above the title, e.g. the programme a level belongs to. */
  eyebrow?: string;
  tagline?: ReactNode;
  children?: ReactNode;
}

/**
 * The teal band that opens every programme page. Its waves are a CSS background, so the band never
 * shifts while it loads; the gradient stays dark enough for white text on its lightest side.
 */
export function ProgrammeHero({ title, eyebrow, tagline, children }: ProgrammeHeroProps) {
  return (
    <Box
      as="section"
      color="white"
      bgColor="teal.800"
      bgImage="url(/images/programmes/hero-waves.svg), linear-gradient(135deg, var(--chakra-colors-teal-900), var(--chakra-colors-teal-700))"
      bgSize="cover, auto"
      bgPos="bottom center, center"
      bgRepeat="no-repeat"
      px={{ base: '4', md: '6' }}
      py={{ base: '12', md: '20' }}
    >
      <Stack maxW="4xl" mx="auto" gap={{ base: '4', md: '5' }} align="center" textAlign="center">
        {eyebrow && (
          <Text
            fontSize="sm"
            fontWeight="bold"
            letterSpacing="widest"
            textTransform="uppercase"
            color="orange.100"
          >
            {eyebrow}
          </Text>
        )}
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight" lineHeight="1.15">
          {title}
        </Heading>
        {tagline && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="teal.50" maxW="2xl">
            {tagline}
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}
