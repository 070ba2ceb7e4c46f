import { useId } from 'react';
import { Button, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type Instructor, PROGRAMME_CARD_TEXT } from '@academy/content';

interface FacilitatorBannerProps {
  heading: string;
  text: string;
  facilitator: Instructor;
}

/** The About Facilitator banner with its Know More link to /about (SPEC.md 2.8). */
export function FacilitatorBanner({ heading, text, facilitator }: FacilitatorBannerProps) {
  const headingId = useId();
  return (
    <Flex
      as="section"
      aria-labelledby={headingId}
      direction={{ base: 'column', md: 'row' }}
      align="center"
      gap={{ base: '5', md: '8' }}
      p={{ base: '6', md: '10' }}
      rounded="2xl"
      color="white"
      bgGradient="to-r"
      gradientFrom="teal.900"
      gradientTo="teal.700"
    >
      <chakra.img
        src={facilitator.photo}
        alt={PROGRAMME_CARD_TEXT.facilitator.portrait(facilitator.name)}
        htmlWidth={160}
        htmlHeight={160}
        loading="lazy"
        decoding="async"
        boxSize={{ base: '32', md: '40' }}
        rounded="full"
        borderWidth="4px"
        borderColor="whiteAlpha.700"
        flexShrink={0}
      />
      <Stack gap="3" textAlign={{ base: 'center', md: 'start' }} align={{ base: 'center', md: 'flex-start' }}>
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
          {heading}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="teal.50">
          {text}
        </Text>
        <Button asChild variant="solid" bg="white" color="teal.900" _hover={{ bg: 'teal.50' }}>
          <RouterLink
            to="/about"
            aria-label={PROGRAMME_CARD_TEXT.facilitator.knowMoreLabel(facilitator.name)}
          >
            {PROGRAMME_CARD_TEXT.facilitator.knowMore}
          </RouterLink>
        </Button>
      </Stack>
    </Flex>
  );
}
